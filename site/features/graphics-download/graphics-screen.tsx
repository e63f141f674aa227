// Loaded on demand (see graphics-download-lazy-screen.tsx): the page's code is not part of its initial
// JavaScript, which only needs the password gate.
import { useMemo } from "react";
import { GraphicsDownload } from "./graphics-download.tsx";
import { GraphicsError } from "./graphics-error.tsx";
import { readGraphicsCatalogue } from "./read-graphics.ts";

export interface GraphicsScreenProps {
  /** The decrypted graphics dataset, checked here before anything is shown. */
  graphics: unknown;
}

export default function GraphicsScreen({ graphics }: GraphicsScreenProps) {
  const result = useMemo(() => readGraphicsCatalogue(graphics), [graphics]);
  return result.ok ? (
    <GraphicsDownload catalogue={result.catalogue} />
  ) : (
    <GraphicsError message={result.message} />
  );
}

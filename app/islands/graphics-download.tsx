import { GraphicsDownloadLazyScreen } from "#app/features/graphics-download/graphics-download-lazy-screen.tsx";
import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// A private room's island (docs/decisions/020-islands.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export default function GraphicsDownloadIsland() {
  return (
    <PrivateGate>
      <GraphicsDownloadRoom />
    </PrivateGate>
  );
}

/**
 * The same island for the Astro page (site/pages/graphicsdownload.astro, `client:load`): Astro hydrates the
 * component itself, so it renders its own boundary, as IslandRoot does for the default export.
 */
export function GraphicsDownloadAstroIsland() {
  return (
    <IslandBoundary name="graphics-download">
      <GraphicsDownloadIsland />
    </IslandBoundary>
  );
}

function GraphicsDownloadRoom() {
  const { graphics } = usePrivateData();
  return (
    <>
      <PageHeader title="GRAPHICS DOWNLOAD" eyebrow="Private Rooms">
        <p>
          Download official graphics for speakers and sponsors to use in your promotional materials.
        </p>
      </PageHeader>
      <GraphicsDownloadLazyScreen graphics={graphics} />
    </>
  );
}

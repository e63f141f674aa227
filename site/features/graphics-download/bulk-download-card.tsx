import { useId } from "react";
import type { GraphicItem } from "#content/schema/private.ts";
import { PackageVisual } from "./package-visual.tsx";

export interface BulkDownloadCardProps {
  heading: string;
  /** The tab's "download all" zip. */
  item: GraphicItem;
  /** How many files the zip holds, and what they are ("speaker graphics"). */
  count: number;
  noun: string;
  onDownload: (item: GraphicItem) => void;
}

/** "NEED ALL ...?": the tab's package card, with a button that downloads the whole zip. */
export function BulkDownloadCard({
  heading,
  item,
  count,
  noun,
  onDownload,
}: BulkDownloadCardProps) {
  const headingId = useId();
  return (
    <section className="card graphics-side-card graphics-bulk" aria-labelledby={headingId}>
      <PackageVisual />
      <div className="graphics-side-card__body">
        <h3 id={headingId}>{heading}</h3>
        <p>
          Download all {count} {noun} at once, in one zip file.
        </p>
        <p className="graphics-bulk__file">
          <span className="graphics-bulk__name">{item.name}</span>{" "}
          <span className="graphics-bulk__meta">
            ({item.filename}, <span data-testid="package-size">{item.size}</span>)
          </span>
        </p>
        <button type="button" className="button button--primary" onClick={() => onDownload(item)}>
          Download All (ZIP) <span className="visually-hidden">{noun}</span>
        </button>
      </div>
    </section>
  );
}

import { useId } from "react";
import type { GraphicItem, GraphicsKind } from "#content/schema/private.ts";
import { GraphicImage } from "./graphic-image.tsx";
import { PackageVisual } from "./package-visual.tsx";
import "#site/shared/ui/kind-badge.css";

export interface GraphicCardProps {
  item: GraphicItem;
  kind: GraphicsKind;
  onDownload: (item: GraphicItem) => void;
  /** Opens the preview; `trigger` gets the focus back when it closes. */
  onPreview: (item: GraphicItem, trigger: HTMLButtonElement) => void;
}

/** The title a graphic is shown under: a sponsor card's organisation, otherwise its name. */
export function graphicTitle(item: GraphicItem, kind: GraphicsKind): string {
  return kind === "sponsors" && item.originalName ? item.originalName : item.name;
}

/** One graphic: its preview, name, file size, and Download and Preview buttons. */
export function GraphicCard({ item, kind, onDownload, onPreview }: GraphicCardProps) {
  const titleId = useId();
  const title = graphicTitle(item, kind);
  const variant = kind === "sponsors" ? item.variant : undefined;
  return (
    <li>
      <article className="card graphic-card" aria-labelledby={titleId}>
        {item.isPackage ? (
          <PackageVisual />
        ) : (
          <div className="graphic-preview">
            <GraphicImage
              key={item.path}
              item={item}
              kind={kind}
              alt={`Preview of ${item.name}`}
              className="graphic-preview__image"
            />
          </div>
        )}
        <div className="graphic-card__body">
          <h3 id={titleId} className="graphic-card__title">
            {title}
          </h3>
          {variant ? (
            <p className="graphic-card__variant">
              <span className="graphic-card__label">Variant:</span>{" "}
              <span className="kind-badge graphic-badge graphic-badge--variant">{variant}</span>
            </p>
          ) : null}
          <p className="graphic-card__size">
            <span className="graphic-card__label">Size:</span>{" "}
            <span data-testid="graphic-size">{item.size}</span>
          </p>
          <div className="graphic-card__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => onDownload(item)}
            >
              Download <span className="visually-hidden">{item.name}</span>
            </button>
            {item.isPackage ? null : (
              <button
                type="button"
                className="button"
                aria-haspopup="dialog"
                onClick={(event) => onPreview(item, event.currentTarget)}
              >
                Preview <span className="visually-hidden">{item.name}</span>
              </button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

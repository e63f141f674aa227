import { useEffect, useId, useRef, type ReactNode } from "react";
import type { GraphicItem, GraphicsKind } from "#content/schema/private.ts";
import { graphicTitle } from "./graphic-card.tsx";
import { GraphicImage } from "./graphic-image.tsx";

export interface PreviewDialogProps {
  item: GraphicItem;
  kind: GraphicsKind;
  /** The button that opened the dialog; it has the focus again once the dialog closes. */
  returnFocusTo: HTMLElement;
  onDownload: (item: GraphicItem) => void;
  /** Called once the dialog has closed, however it was closed. */
  onClose: () => void;
  /** Whether a download is being prepared or failed (download-status.tsx). */
  downloadStatus?: ReactNode;
}

/** True when a click at (x, y) falls outside the dialog's box, that is on its backdrop. */
export function isOutside(rect: DOMRect, x: number, y: number): boolean {
  return x < rect.left || x > rect.right || y < rect.top || y > rect.bottom;
}

/**
 * The preview: a native modal <dialog> (showModal makes the rest of the page inert, traps focus and
 * closes on Escape) with the title, a large image and Download; for sponsors also Organization,
 * Variant and Size. It closes by its Close button, by Escape or by a click on the backdrop.
 */
export function PreviewDialog({
  item,
  kind,
  returnFocusTo,
  onDownload,
  onClose,
  downloadStatus,
}: PreviewDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closing = useRef({ returnFocusTo, onClose });
  const titleId = useId();

  useEffect(() => {
    closing.current = { returnFocusTo, onClose };
  }, [returnFocusTo, onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const closed = () => {
      // Browsers return the focus themselves; this makes sure it lands on the Preview button.
      closing.current.returnFocusTo.focus();
      closing.current.onClose();
    };
    // The dialog fills its box with content, so a click whose target is the dialog itself and
    // that lands outside its box is a click on the backdrop.
    const clicked = (event: MouseEvent) => {
      if (event.target !== element) return;
      if (isOutside(element.getBoundingClientRect(), event.clientX, event.clientY)) element.close();
    };
    element.addEventListener("close", closed);
    element.addEventListener("click", clicked);
    if (!element.open) element.showModal();
    return () => {
      element.removeEventListener("close", closed);
      element.removeEventListener("click", clicked);
      if (element.open) element.close();
    };
  }, []);

  const isSponsor = kind === "sponsors";
  return (
    <dialog ref={dialog} className="graphic-dialog" aria-labelledby={titleId}>
      <div className="graphic-dialog__content">
        <div className="graphic-dialog__header">
          <h2 id={titleId} className="graphic-dialog__title">
            {item.name}
          </h2>
          <button
            type="button"
            className="button graphic-dialog__close"
            onClick={() => dialog.current?.close()}
          >
            Close <span className="visually-hidden">preview</span>
          </button>
        </div>
        <div className="graphic-dialog__image">
          <GraphicImage
            key={item.path}
            item={item}
            kind={kind}
            alt={`Large preview of ${item.name}`}
            loading="eager"
          />
        </div>
        <div className="graphic-dialog__footer">
          <dl className="graphic-dialog__facts">
            {isSponsor ? (
              <>
                <div>
                  <dt>Organization</dt>
                  <dd>{graphicTitle(item, kind)}</dd>
                </div>
                <div>
                  <dt>Variant</dt>
                  <dd>{item.variant ?? "Standard"}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>Size</dt>
              <dd>{item.size}</dd>
            </div>
          </dl>
          <button type="button" className="button button--primary" onClick={() => onDownload(item)}>
            Download <span className="visually-hidden">{item.name}</span>
          </button>
        </div>
        {downloadStatus}
      </div>
    </dialog>
  );
}

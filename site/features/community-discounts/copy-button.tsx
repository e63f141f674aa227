import type { CopyStatus } from "#site/shared/lib/use-copy-feedback.ts";

export interface CopyButtonProps {
  /** Visible button text, e.g. "Copy". */
  label: string;
  /** Read to screen readers after the label, e.g. "code for Brightmoor Labs". */
  context?: string;
  /** What is copied, for the failure message: "code" or "message". */
  what: string;
  status: CopyStatus;
  onCopy: () => void;
}

export const copiedText = "Copied!";
export const failedText = (what: string) =>
  `Copy failed: your browser blocked the clipboard. Select the ${what} and copy it by hand.`;

/**
 * A copy button with its own live status: "Copied!" or a failure message, never both. The status
 * element is always in the page (empty when idle), so screen readers announce what appears in it.
 */
export function CopyButton({ label, context, what, status, onCopy }: CopyButtonProps) {
  return (
    <span className="copy-action">
      <button type="button" className="button copy-action__button" onClick={onCopy}>
        {label}
        {/* The space sits outside the hidden span, so every name computation keeps it. */}
        {context ? (
          <>
            {" "}
            <span className="visually-hidden">{context}</span>
          </>
        ) : null}
      </button>
      <span
        role="status"
        className="copy-action__status"
        data-status={status === "idle" ? undefined : status}
      >
        {status === "copied" ? copiedText : status === "failed" ? failedText(what) : null}
      </span>
    </span>
  );
}

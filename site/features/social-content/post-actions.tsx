import type { CopyStatus } from "#site/shared/lib/use-copy-feedback.ts";

/** What a card or a table row needs to show and act on one post. */
export interface PostItemProps {
  /** Set when the copy is cut; the toggle then shows the whole copy or the preview. */
  truncated: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  copyStatus: CopyStatus;
  copyError: string | null;
  onCopy: () => void;
}

export interface PostActionsProps extends PostItemProps {
  /** Names the post for screen readers, since every post has the same buttons. */
  context: string;
  /** Id of the element holding the copy, which the toggle shows in full or in part. */
  copyId: string;
  labels: { showFull: string; showLess: string; copy: string; copied: string };
}

export function PostActions({
  truncated,
  expanded,
  onToggleExpanded,
  copyStatus,
  copyError,
  onCopy,
  context,
  copyId,
  labels,
}: PostActionsProps) {
  return (
    <div className="post-actions">
      <div className="post-actions__buttons">
        {truncated ? (
          <button
            type="button"
            className="button post-actions__button"
            aria-expanded={expanded}
            aria-controls={copyId}
            onClick={onToggleExpanded}
          >
            {expanded ? labels.showLess : labels.showFull}
            <span className="visually-hidden">: {context}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="button post-actions__button"
          data-copied={copyStatus === "copied" || undefined}
          onClick={onCopy}
        >
          {copyStatus === "copied" ? labels.copied : labels.copy}
          <span className="visually-hidden">: {context}</span>
        </button>
      </div>
      {copyError ? <p className="post-actions__error">{copyError}</p> : null}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { copyToClipboard, type CopyFailure, type CopyResult } from "./copy-to-clipboard.ts";

/** How long "Copied" stays before the button reads "Copy" again. */
export const copiedFeedbackMs = 2000;

export type CopyStatus = "idle" | "copied" | "failed";

/** Writes text to the clipboard; copyToClipboard unless a test passes another. */
export type CopyText = (text: string) => Promise<CopyResult>;

/** The page's latest copy: which copy action it was (its key) and how it went. */
export interface LatestCopy {
  key: string;
  result: CopyResult;
}

export interface CopyFeedback {
  copy: (key: string, text: string) => Promise<void>;
  statusOf: (key: string) => CopyStatus;
  /** Why the copy action's last copy failed, or null if it did not. */
  failureOf: (key: string) => CopyFailure | null;
  /** The latest copy while its feedback shows, or null. */
  latest: LatestCopy | null;
}

/**
 * One feedback for the whole page: the latest copy action's. "Copied" resets after 2 s; a failure
 * stays until the next copy, so there is time to read it and copy by hand.
 */
export function useCopyFeedback(copyText: CopyText = copyToClipboard): CopyFeedback {
  const [latest, setLatest] = useState<LatestCopy | null>(null);
  const latestAttempt = useRef(0);

  useEffect(() => {
    if (!latest?.result.ok) return;
    const timer = setTimeout(() => setLatest(null), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [latest]);

  const copy = useCallback(
    async (key: string, text: string) => {
      const attempt = ++latestAttempt.current;
      let result: CopyResult;
      try {
        result = await copyText(text);
      } catch {
        // copyToClipboard never rejects; any other copier that does counts as a refused copy.
        result = { ok: false, failure: "refused" };
      }
      // A slower earlier copy must not overwrite the feedback of a later one.
      if (attempt !== latestAttempt.current) return;
      setLatest({ key, result });
    },
    [copyText],
  );

  const statusOf = useCallback(
    (key: string): CopyStatus =>
      latest?.key !== key ? "idle" : latest.result.ok ? "copied" : "failed",
    [latest],
  );

  const failureOf = useCallback(
    (key: string): CopyFailure | null =>
      latest?.key === key && !latest.result.ok ? latest.result.failure : null,
    [latest],
  );

  return { copy, statusOf, failureOf, latest };
}

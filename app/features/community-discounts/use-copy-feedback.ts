import { useCallback, useEffect, useRef, useState } from "react";
import { copyToClipboard, type CopyResult } from "./copy-to-clipboard.ts";

/** How long "Copied!" stays (spec §4 and §9: 2000 ms). */
export const copiedResetMs = 2000;

export type CopyStatus = "copied" | "failed";

export interface CopyFeedback {
  /** Which copy action on the page it belongs to. */
  key: string;
  status: CopyStatus;
}

export type CopyText = (text: string) => Promise<CopyResult>;

/**
 * One feedback for the whole page: the latest copy action's. "Copied!" resets after 2 s; a failure
 * stays until the next copy, so there is time to read it and copy by hand.
 */
export function useCopyFeedback(copyText: CopyText = copyToClipboard) {
  const [feedback, setFeedback] = useState<CopyFeedback | null>(null);
  const latestAttempt = useRef(0);

  useEffect(() => {
    if (feedback?.status !== "copied") return;
    const timer = setTimeout(() => setFeedback(null), copiedResetMs);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copy = useCallback(
    async (key: string, text: string) => {
      const attempt = ++latestAttempt.current;
      let result: CopyResult;
      try {
        result = await copyText(text);
      } catch {
        // copyToClipboard never rejects; any other copier that does counts as a refused copy.
        result = { ok: false, reason: "refused" };
      }
      // A slower earlier copy must not overwrite the feedback of a later one.
      if (attempt !== latestAttempt.current) return;
      setFeedback({ key, status: result.ok ? "copied" : "failed" });
    },
    [copyText],
  );

  const statusOf = useCallback(
    (key: string): CopyStatus | null => (feedback?.key === key ? feedback.status : null),
    [feedback],
  );

  return { copy, statusOf };
}

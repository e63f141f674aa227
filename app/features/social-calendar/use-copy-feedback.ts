import { useCallback, useEffect, useRef, useState } from "react";
import {
  copiedFeedbackMs,
  copyFailureMessages,
  copyToClipboard,
  type ClipboardWriter,
  type CopyResult,
} from "./copy-to-clipboard.ts";

export type CopyStatus = "idle" | "copied" | "failed";

export interface CopyFeedback {
  copy: (id: string, text: string, what: string) => Promise<void>;
  statusOf: (id: string) => CopyStatus;
  /** The failure message of the post, if its last copy failed. */
  errorOf: (id: string) => string | null;
  /** For a polite live region: what just happened. */
  announcement: string;
}

interface LastCopy {
  id: string;
  result: CopyResult;
  announcement: string;
}

/**
 * The feedback of the latest copy: "copied" for `resetAfterMs` (2 s), or "failed" with a message
 * until the next copy. A newer copy replaces the feedback of an older one.
 */
export function useCopyFeedback(
  resetAfterMs = copiedFeedbackMs,
  clipboard?: ClipboardWriter,
): CopyFeedback {
  const [last, setLast] = useState<LastCopy | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (id: string, text: string, what: string) => {
      clearTimeout(timer.current);
      const current = ++attempt.current;
      const result = await (clipboard ? copyToClipboard(text, clipboard) : copyToClipboard(text));
      if (current !== attempt.current) return; // A newer copy started meanwhile.
      setLast({
        id,
        result,
        announcement: result.ok
          ? `Copied to the clipboard: ${what}.`
          : copyFailureMessages[result.failure],
      });
      if (result.ok) {
        timer.current = setTimeout(
          () => setLast((state) => (state?.id === id && state.result.ok ? null : state)),
          resetAfterMs,
        );
      }
    },
    [clipboard, resetAfterMs],
  );

  const statusOf = useCallback(
    (id: string): CopyStatus => (last?.id !== id ? "idle" : last.result.ok ? "copied" : "failed"),
    [last],
  );

  const errorOf = useCallback(
    (id: string) =>
      last?.id === id && !last.result.ok ? copyFailureMessages[last.result.failure] : null,
    [last],
  );

  return { copy, statusOf, errorOf, announcement: last?.announcement ?? "" };
}

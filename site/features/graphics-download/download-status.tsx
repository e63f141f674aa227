/** A download being prepared (fetched and decrypted), or one that failed. */
export interface DownloadState {
  filename: string;
  failed: boolean;
}

export const preparingMessage = (filename: string) => `Preparing ${filename}...`;
export const failedMessage = (filename: string) =>
  `${filename} could not be downloaded. Check your connection and try again.`;

export interface DownloadStatusProps {
  state: DownloadState | null;
  /** In the preview dialog's footer rather than floating over the page. */
  inline?: boolean;
}

/**
 * Says that a download is being prepared (a large zip takes a few seconds to fetch and decrypt)
 * and when one failed. The status region is always there, so screen readers announce its text.
 */
export function DownloadStatus({ state, inline = false }: DownloadStatusProps) {
  return (
    <div className={`graphics-download-status${inline ? " graphics-download-status--inline" : ""}`}>
      <p role="status">{state && !state.failed ? preparingMessage(state.filename) : ""}</p>
      {state?.failed ? <p role="alert">{failedMessage(state.filename)}</p> : null}
    </div>
  );
}

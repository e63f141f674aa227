import { lazyScreen } from "#site/shared/lazy-screen/lazy-screen.tsx";

export const loadingMessage = "Loading the graphics...";
export const loadFailedMessage =
  "The graphics page could not be loaded. Check your connection and reload the page.";

export interface GraphicsDownloadLazyScreenProps {
  /** The decrypted graphics dataset; its shape is checked before it is shown. */
  graphics: unknown;
}

/** The graphics page, with a loading line while its code arrives and a message if it cannot. */
export const GraphicsDownloadLazyScreen = lazyScreen<GraphicsDownloadLazyScreenProps>(
  () => import("./graphics-screen.tsx").then((module) => module.default),
  { loadingMessage, loadFailedMessage, name: "graphics download page" },
);

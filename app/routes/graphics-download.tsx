import GraphicsDownloadIsland from "#app/islands/graphics-download.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { privateRoomPaths } from "#app/shared/lib/private-area-paths.ts";

export const meta = () =>
  pageMeta({
    title: "Graphics Download",
    description: "Promotional graphics for speakers and sponsors.",
    path: privateRoomPaths.graphicsDownload,
    noindex: true,
  });

export default function GraphicsDownloadRoute() {
  return <Island name="graphics-download" component={GraphicsDownloadIsland} props={{}} />;
}

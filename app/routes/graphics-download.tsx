import GraphicsDownloadIsland from "#app/islands/graphics-download.tsx";
import { Island } from "#framework/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";

export const meta = () =>
  pageMeta({
    title: routeManifest.graphicsDownload.title,
    description: "Promotional graphics for speakers and sponsors.",
    path: routeManifest.graphicsDownload.path,
    noindex: true,
  });

export default function GraphicsDownloadRoute() {
  return <Island name="graphics-download" component={GraphicsDownloadIsland} props={{}} />;
}

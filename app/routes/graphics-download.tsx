import GraphicsDownloadIsland from "#app/islands/graphics-download.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";

export const meta = () =>
  pageMeta({
    title: "Graphics Download",
    description: "Promotional graphics for speakers and sponsors.",
    path: "/graphicsdownload",
    noindex: true,
  });

export default function GraphicsDownloadRoute() {
  return <Island name="graphics-download" component={GraphicsDownloadIsland} props={{}} />;
}

import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Graphics Download",
    description: "Promotional graphics for speakers and sponsors.",
    path: "/graphicsdownload",
    noindex: true,
  });

export default function GraphicsDownloadRoute() {
  return (
    <ComingSoon
      title={"Graphics Download"}
      whatIsComing={
        "Downloadable promotional graphics for speakers and sponsors are being built behind the private-area password."
      }
    />
  );
}

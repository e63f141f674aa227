import { GraphicsDownloadLoader } from "#app/features/graphics-download/graphics-download-loader.tsx";
import { usePrivateData } from "#app/features/private-area/private-data-context.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

export const meta = () =>
  pageMeta({
    title: "Graphics Download",
    description: "Promotional graphics for speakers and sponsors.",
    path: "/graphicsdownload",
    noindex: true,
  });

// Rendered inside the unlocked private-area gate, which provides the decrypted data.
export default function GraphicsDownloadRoute() {
  const { graphics } = usePrivateData();
  return (
    <>
      <PageHeader title="GRAPHICS DOWNLOAD" eyebrow="Private Rooms">
        <p>
          Download official graphics for speakers and sponsors to use in your promotional materials.
        </p>
      </PageHeader>
      <GraphicsDownloadLoader graphics={graphics} />
    </>
  );
}

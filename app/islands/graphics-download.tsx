import { GraphicsDownloadLazyScreen } from "#app/features/graphics-download/graphics-download-lazy-screen.tsx";
import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

// A private room's island (docs/decisions/020-islands.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export default function GraphicsDownloadIsland() {
  return (
    <PrivateGate>
      <GraphicsDownloadRoom />
    </PrivateGate>
  );
}

function GraphicsDownloadRoom() {
  const { graphics } = usePrivateData();
  return (
    <>
      <PageHeader title="GRAPHICS DOWNLOAD" eyebrow="Private Rooms">
        <p>
          Download official graphics for speakers and sponsors to use in your promotional materials.
        </p>
      </PageHeader>
      <GraphicsDownloadLazyScreen graphics={graphics} />
    </>
  );
}

import { GraphicsDownloadLazyScreen } from "#site/features/graphics-download/graphics-download-lazy-screen.tsx";
import { usePrivateData } from "#site/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#site/features/private-area/private-gate.tsx";
import { IslandBoundary } from "#site/shared/errors/island-boundary.tsx";
import { PageHeader } from "#site/shared/ui/page-header.tsx";

// A private room's island, hydrated by its page in site/pages/ (`client:idle`) inside its error
// boundary (docs/decisions/034-astro.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export function GraphicsDownloadIsland() {
  return (
    <IslandBoundary name="graphics-download">
      <PrivateGate>
        <GraphicsDownloadRoom />
      </PrivateGate>
    </IslandBoundary>
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

import { usePrivateData } from "#site/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#site/features/private-area/private-gate.tsx";
import { IslandBoundary } from "#site/shared/errors/island-boundary.tsx";
import { SocialContentLazyScreen } from "#site/features/social-content/social-content-lazy-screen.tsx";
import { PageHeader } from "#site/shared/ui/page-header.tsx";

// A private room's island, hydrated by its page in site/pages/ (`client:idle`) inside its error
// boundary (docs/decisions/034-astro.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export function SocialContentIsland() {
  return (
    <IslandBoundary name="social-content">
      <PrivateGate>
        <SocialContentRoom />
      </PrivateGate>
    </IslandBoundary>
  );
}

function SocialContentRoom() {
  const { social } = usePrivateData();
  return (
    <>
      <PageHeader title="SOCIAL MEDIA CALENDAR" eyebrow="Private Rooms">
        <p>
          Ready-to-post copy for speaker, sponsor and partner spotlights through September and
          October. Find a post, then copy it to share on your own channels.
        </p>
      </PageHeader>
      <section className="container section" aria-label="Social media posts">
        <SocialContentLazyScreen data={social} />
      </section>
    </>
  );
}

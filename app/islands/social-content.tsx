import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { SocialContentLazyScreen } from "#app/features/social-content/social-content-lazy-screen.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// A private room's island (docs/decisions/020-islands.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export default function SocialContentIsland() {
  return (
    <PrivateGate>
      <SocialContentRoom />
    </PrivateGate>
  );
}

/**
 * The same island for the Astro page (site/pages/socialcontent.astro, `client:load`): Astro hydrates the
 * component itself, so it renders its own boundary, as IslandRoot does for the default export.
 */
export function SocialContentAstroIsland() {
  return (
    <IslandBoundary name="social-content">
      <SocialContentIsland />
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

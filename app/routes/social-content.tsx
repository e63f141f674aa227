import { SocialCalendarLoader } from "#app/features/social-calendar/calendar-loader.tsx";
import { usePrivateData } from "#app/features/private-area/private-data-context.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

export const meta = () =>
  pageMeta({
    title: "Social Media Calendar",
    description: "The social media calendar for speakers, partners and team members.",
    path: "/socialcontent",
    noindex: true,
  });

// Rendered inside the unlocked private-area gate, which provides the decrypted data.
export default function SocialContentRoute() {
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
        <SocialCalendarLoader data={social} />
      </section>
    </>
  );
}

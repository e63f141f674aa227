import { settings } from "#content/settings.yml";
import { PrivateGate } from "#site/features/private-area/private-gate.tsx";
import { IslandBoundary } from "#site/shared/errors/island-boundary.tsx";
import { routeManifest } from "#site/shared/routes/route-manifest.ts";
import { PageHeader } from "#site/shared/ui/page-header.tsx";

// A private room's island, hydrated by its page in site/pages/ (`client:idle`) inside its error
// boundary (docs/decisions/034-astro.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export function PrivateHubIsland() {
  return (
    <IslandBoundary name="private">
      <PrivateGate>
        <PrivateHubRoom />
      </PrivateGate>
    </IslandBoundary>
  );
}

// Each room's card links to it under its page title.
const rooms = [
  {
    route: routeManifest.socialContent,
    text: "Every planned post about the summit, ready to copy and share on your own channels.",
  },
  {
    route: routeManifest.communityDiscounts,
    text: "Discount codes for partner, sponsor and speaker organisations, and a message to send your network.",
  },
  {
    route: routeManifest.graphicsDownload,
    text: "Speaker cards, sponsor cards and posters with the registration link, ready to download.",
  },
  {
    route: routeManifest.analytics,
    text: "Who has registered so far, by ticket type and organisation.",
  },
];

function PrivateHubRoom() {
  return (
    <>
      <PageHeader title="Private Rooms" eyebrow="For speakers, partners and team members">
        <p>
          Resources for the people who make {settings.summitName} happen. Please do not share this
          area publicly.
        </p>
      </PageHeader>
      <section className="container section" aria-label="Private rooms">
        <ul className="card-grid card-grid--two">
          {rooms.map(({ route, text }) => (
            <li key={route.path} className="card card--link">
              <h2>
                <a href={route.path}>{route.title}</a>
              </h2>
              <p>{text}</p>
            </li>
          ))}
        </ul>
        <div className="card note-card">
          <h2>Need help?</h2>
          <p>
            Lost the password, or missing something you need? Write to{" "}
            <a href={`mailto:${settings.contacts.team}`}>{settings.contacts.team}</a>.
          </p>
        </div>
      </section>
    </>
  );
}

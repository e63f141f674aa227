import { loadContent } from "../../content/checked-content.ts";
import { privateRoomPaths } from "../../app/shared/lib/private-area-paths.ts";

const { settings, speakers } = loadContent();

export { settings };

/** Every route of the spec's table with its page title, plus one prerendered speaker page. */
export const routes: readonly { path: string; title: string }[] = [
  { path: "/", title: "Overview" },
  { path: "/schedule", title: "Schedule" },
  { path: "/speakers", title: "Speakers" },
  { path: `/speakers/${speakers[0]!.id}`, title: speakers[0]!.name },
  { path: "/partners", title: "Partners & Sponsors" },
  { path: "/becomeasponsor", title: "Become a Sponsor" },
  { path: "/team", title: "Organizing Team" },
  { path: "/venue", title: "Venue" },
  { path: "/sideevents", title: "Side Events" },
  { path: "/community", title: "Journal" },
  { path: "/register", title: "Register" },
  { path: privateRoomPaths.hub, title: "Private Rooms" },
  { path: privateRoomPaths.socialCalendar, title: "Social Media Calendar" },
  { path: privateRoomPaths.ticketAnalytics, title: "Ticket Analytics" },
  { path: privateRoomPaths.communityDiscounts, title: "Community Discounts" },
  { path: privateRoomPaths.graphicsDownload, title: "Graphics Download" },
];

export const fullTitle = (title: string) => `${title} | ${settings.summitName}`;

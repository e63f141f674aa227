import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { privateRoomPaths } from "./shared/lib/private-area-paths.ts";

/** A site path as route() takes it, without the leading slash. */
const routePath = (sitePath: string) => sitePath.slice(1);

export default [
  index("routes/home.tsx"),
  route("schedule", "routes/schedule.tsx"),
  route("schedule/:day", "routes/schedule-day.tsx"),
  route("schedule/:day/grid", "routes/schedule-day-grid.tsx"),
  route("sessions/:id", "routes/session.tsx"),
  route("speakers", "routes/speakers.tsx"),
  route("speakers/:id", "routes/speaker.tsx"),
  route("partners", "routes/partners.tsx"),
  route("becomeasponsor", "routes/become-a-sponsor.tsx"),
  route("team", "routes/team.tsx"),
  route("venue", "routes/venue.tsx"),
  route("sideevents", "routes/side-events.tsx"),
  route("community", "routes/community.tsx"),
  route("community/:slug", "routes/article.tsx"),
  route("contributor/:id", "routes/contributor.tsx"),
  route("register", "routes/register.tsx"),
  route(routePath(privateRoomPaths.hub), "routes/private.tsx"),
  route(routePath(privateRoomPaths.socialCalendar), "routes/social-content.tsx"),
  route(routePath(privateRoomPaths.ticketAnalytics), "routes/analytics.tsx"),
  route(routePath(privateRoomPaths.communityDiscounts), "routes/community-discounts.tsx"),
  route(routePath(privateRoomPaths.graphicsDownload), "routes/graphics-download.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

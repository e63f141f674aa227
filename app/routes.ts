import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("schedule", "routes/schedule.tsx"),
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
  route("private", "routes/private.tsx"),
  route("socialcontent", "routes/social-content.tsx"),
  route("analytics", "routes/analytics.tsx"),
  route("communitydiscounts", "routes/community-discounts.tsx"),
  route("graphicsdownload", "routes/graphics-download.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

// The password-gated pages' paths, the one place they are written. It imports nothing, so that
// app/routes.ts, the build scripts, the server and the e2e tests can read it as well as the app.

/** Each private page's path by name: the hub of the private area, then its four rooms. */
export const privateRoomPaths = {
  hub: "/private",
  socialCalendar: "/socialcontent",
  ticketAnalytics: "/analytics",
  communityDiscounts: "/communitydiscounts",
  graphicsDownload: "/graphicsdownload",
} as const;

type PrivateAreaPath = (typeof privateRoomPaths)[keyof typeof privateRoomPaths];

/** Every password-gated page, the hub first. */
export const privateAreaPaths: readonly PrivateAreaPath[] = Object.values(privateRoomPaths);

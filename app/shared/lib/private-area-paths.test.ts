import { describe, expect, it } from "vitest";
import { privateAreaPaths, privateRoomPaths } from "./private-area-paths.ts";

describe("private area paths", () => {
  // Visitors bookmark these addresses: changing one here changes the site's pages.
  it("are the five password-gated pages, the hub first", () => {
    expect(privateAreaPaths).toEqual([
      "/private",
      "/socialcontent",
      "/analytics",
      "/communitydiscounts",
      "/graphicsdownload",
    ]);
  });

  it("name each page", () => {
    expect(privateRoomPaths.hub).toBe("/private");
    expect(privateRoomPaths.socialCalendar).toBe("/socialcontent");
    expect(privateRoomPaths.ticketAnalytics).toBe("/analytics");
    expect(privateRoomPaths.communityDiscounts).toBe("/communitydiscounts");
    expect(privateRoomPaths.graphicsDownload).toBe("/graphicsdownload");
  });
});

import { describe, expect, it } from "vitest";
import type { PageContent } from "../../site/shared/routes/route-pages.ts";
import { benchRoutes } from "./bench-routes.ts";

const content = {
  days: [{ slug: "tuesday" }],
  scheduleEvents: [{ id: "tue-opening" }],
  speakers: [{ id: 7 }, { id: 12 }],
  articles: [{ slug: "on-thinking" }],
  contributors: [{ id: "mira-castellanos" }],
} as unknown as PageContent;

describe("benchRoutes", () => {
  it("measures every public page type, the first detail page of each kind, and the locked hub", () => {
    expect(benchRoutes(content)).toEqual([
      { name: "home", path: "/" },
      { name: "schedule", path: "/schedule" },
      { name: "speakers", path: "/speakers" },
      { name: "speaker", path: "/speakers/7" },
      { name: "partners", path: "/partners" },
      { name: "becomeasponsor", path: "/becomeasponsor" },
      { name: "team", path: "/team" },
      { name: "venue", path: "/venue" },
      { name: "sideevents", path: "/sideevents" },
      { name: "community", path: "/community" },
      { name: "article", path: "/community/on-thinking" },
      { name: "contributor", path: "/contributor/mira-castellanos" },
      { name: "private (locked)", path: "/private", noindex: true },
    ]);
  });

  it("says which page the content lacks", () => {
    expect(() => benchRoutes({ ...content, articles: [] })).toThrow(
      "The bench needs at least one page of /community/:slug in the content.",
    );
  });
});

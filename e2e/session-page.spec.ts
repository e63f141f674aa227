// A page per session (issue 20): /sessions/<id>, prerendered, readable without JavaScript, linked
// from the schedule's cards and the speakers' pages.
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const { scheduleEvents, speakers } = loadContent();
const keynote = scheduleEvents.find((event) => event.id === "tue-opening-keynote")!;
const speaker = speakers.find((person) => person.id === keynote.speakers[0]!.id)!;
const noOverflow = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;

test.describe("a session's page", () => {
  // axe once a state, not once a width: here at the phone's (the crawl's pass over the first page
  // of each route is at the laptop's).
  const axeWidth = 320;
  for (const width of [320, 768, 1366]) {
    test(`shows the session's facts, people, text and actions at ${width} px${width === axeWidth ? ", and passes axe" : ""}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`/sessions/${keynote.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(keynote.title);
      const facts = page.locator("dl.facts");
      await expect(facts).toContainText("When: Tuesday, 28 October 2025, 09:00–09:40");
      await expect(facts).toContainText(`Where: ${keynote.location}`);
      await expect(facts).toContainText(`Track: ${keynote.track}`);
      await expect(facts).toContainText("Type: keynote");
      // The labels stay whole on a phone (long values may wrap anywhere, a label may not).
      const label = await facts.getByText("When:").boundingBox();
      expect(label!.width).toBeGreaterThan(40);
      await expect(page.getByText(`Chair: ${keynote.chair!.name}`)).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Speakers" }).getByRole("link", { name: speaker.name }),
      ).toHaveAttribute("href", `/speakers/${speaker.id}`);
      await expect(page.getByRole("region", { name: "About this session" })).toContainText(
        keynote.description!.slice(0, 40),
      );
      await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
        "href",
        `/calendar/sessions/${keynote.id}.ics`,
      );
      await expect(page.getByRole("button", { name: "★ Add to my agenda" })).toBeVisible();
      expect(await page.evaluate(noOverflow)).toBe(0);
      if (width === axeWidth) await expectNoAxeViolations(page);
    });
  }

  test("stars the session into the schedule's agenda", async ({ page }) => {
    await page.goto(`/sessions/${keynote.id}`);
    const star = page.getByRole("button", { name: "★ Add to my agenda" });
    await star.click();
    await expect(page.getByRole("button", { name: "★ In my agenda" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(
      page.getByRole("status").filter({ hasText: "Added to your agenda" }),
    ).toBeVisible();
    await page.goto("/schedule");
    await expect(page.getByRole("button", { name: "My agenda (1)" })).toBeVisible();
    await page.goto(`/sessions/${keynote.id}`);
    await expect(page.getByRole("button", { name: "★ In my agenda" })).toBeVisible();
  });

  test("carries its Event structured data and its own share card", async ({ page }) => {
    await page.goto(`/sessions/${keynote.id}`);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(data).toMatchObject({
      "@type": "Event",
      name: keynote.title,
      startDate: "2025-10-28T09:00:00+00:00",
      endDate: "2025-10-28T09:40:00+00:00",
      location: { "@type": "Place", name: `${keynote.location}, Friends House` },
      performer: [{ "@type": "Person", name: speaker.name }],
    });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`/share/sessions/${keynote.id}\\.png$`),
    );
  });

  test("is linked from its schedule card and from its speakers' pages", async ({ page }) => {
    await page.goto("/schedule");
    await page.getByRole("link", { name: keynote.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${keynote.id}$`));
    await page.goto(`/speakers/${speaker.id}`);
    await page
      .getByRole("list")
      .filter({ hasText: keynote.title })
      .getByRole("link", { name: keynote.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${keynote.id}$`));
  });

  test("an unknown session says so, with the way to the schedule", async ({ page }) => {
    const response = await page.goto("/sessions/no-such-session");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Session Not Found");
    await expect(page.getByRole("link", { name: "See the Schedule" })).toHaveAttribute(
      "href",
      "/schedule",
    );
  });
});

// Issue 33 point 4: what else is on, and where to watch (docs/decisions/045). Wednesday's safety
// panel in The Light runs beside the enterprise panel in the Drawing Room; the coffee break that
// ends as both start is not "at the same time".
test.describe("a session's page answers 'what else?'", () => {
  const safety = scheduleEvents.find((event) => event.id === "wed-panel-safety")!;
  const enterprise = scheduleEvents.find((event) => event.id === "wed-panel-enterprise")!;
  const governance = scheduleEvents.find((event) => event.id === "wed-governance-keynote")!;
  const flourishing = scheduleEvents.find((event) => event.id === "wed-flourishing-keynote")!;

  test("lists what runs at the same time and what is next in the room, and passes axe", async ({
    page,
  }) => {
    await page.goto(`/sessions/${safety.id}`);
    const meanwhile = page.getByRole("region", { name: "At the same time" });
    await expect(meanwhile.getByRole("listitem")).toHaveText([
      `10:50–11:50, Drawing Room ${enterprise.title}`,
    ]);
    await expect(meanwhile.locator("time").first()).toHaveAttribute(
      "datetime",
      "2025-10-29T10:50:00+00:00",
    );
    const next = page.getByRole("region", { name: "Next in The Light" });
    await expect(next.getByRole("listitem")).toHaveText([
      `11:50–12:30 ${governance.title}`,
      `13:30–14:15 ${flourishing.title}`,
    ]);
    await expectNoAxeViolations(page);
    await meanwhile.getByRole("link", { name: enterprise.title }).click();
    await expect(page).toHaveURL(new RegExp(`/sessions/${enterprise.id}$`));
    await expect(
      page.getByRole("region", { name: "At the same time" }).getByRole("link"),
    ).toHaveText([safety.title]);
  });

  test("links the live stream, the recording and the slides; another session says it is not recorded", async ({
    page,
  }) => {
    await page.goto(`/sessions/${safety.id}`);
    const watch = page.getByRole("region", { name: "Watch" });
    await expect(watch.getByRole("link", { name: "Watch live" })).toHaveAttribute(
      "href",
      safety.liveStreams![0]!.url,
    );
    await expect(watch.getByRole("link", { name: "Recording" })).toHaveAttribute(
      "href",
      safety.recordings![0]!.url,
    );
    await expect(watch).not.toContainText("Not recorded");
    await expect(
      page.getByRole("region", { name: "Links" }).getByRole("link", { name: "Slides (PDF)" }),
    ).toHaveAttribute("href", safety.links![0]!.url);
    await page.goto(`/sessions/${enterprise.id}`);
    const notRecorded = page.getByRole("region", { name: "Watch" });
    await expect(notRecorded).toHaveText("WatchNot recorded.");
    await expectNoAxeViolations(page);
    // A session the content says nothing about has no such section.
    await page.goto(`/sessions/${keynote.id}`);
    await expect(page.getByRole("region", { name: "Watch" })).toHaveCount(0);
  });

  test("fits a phone without scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(`/sessions/${safety.id}`);
    await expect(page.getByRole("region", { name: "Next in The Light" })).toBeVisible();
    expect(await page.evaluate(noOverflow)).toBe(0);
  });
});

test.describe("a session's page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads in full from its HTML, without a star that could not work", async ({ page }) => {
    await page.goto(`/sessions/${keynote.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(keynote.title);
    await expect(page.getByRole("region", { name: "About this session" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to calendar" })).toBeVisible();
    await expect(page.getByRole("button", { name: /agenda/ })).toBeHidden();
  });

  test("says what else is on from its HTML, with no script of its own", async ({ page }) => {
    await page.goto("/sessions/wed-panel-safety");
    await expect(
      page.getByRole("region", { name: "At the same time" }).getByRole("link"),
    ).toHaveText(["Panel: AI in the enterprise stack"]);
    await expect(
      page.getByRole("region", { name: "Next in The Light" }).getByRole("link"),
    ).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Watch live" })).toBeVisible();
    // The same scripts as a session page without neighbours or links: the page script only.
    const scripts = () =>
      page
        .locator("script:not([type='application/ld+json'])")
        .evaluateAll((found) =>
          found.map((script) => (script as HTMLScriptElement).src.replace(/-[\w-]+\.js$/, ".js")),
        );
    const here = await scripts();
    await page.goto("/sessions/thu-closing-remarks");
    expect(here).toEqual(await scripts());
  });
});

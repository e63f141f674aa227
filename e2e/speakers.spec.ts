import { expect, test } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { abortImage } from "./support/images.ts";

const { settings, speakerOrdering, speakers } = loadContent();

const byId = new Map(speakers.map((speaker) => [speaker.id, speaker]));

test.describe("speakers list", () => {
  test("has KEYNOTES, CHAIRS and PANELISTS in their fixed orders, and the FOR SPEAKERS note", async ({
    page,
  }) => {
    await page.goto("/speakers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SPEAKERS");
    const names = (section: string) =>
      page.getByRole("region", { name: section }).locator(".speaker-card__name");
    await expect(names("KEYNOTES")).toHaveText(
      speakerOrdering.keynotes.map((id) => byId.get(id)!.name),
    );
    await expect(names("CHAIRS")).toHaveText(
      speakerOrdering.chairs.map((id) => byId.get(id)!.name),
    );
    const panelists = await names("PANELISTS").allTextContents();
    expect(panelists).toHaveLength(speakers.length - 18);
    expect(panelists.slice(0, speakerOrdering.panelistNameOrder.length)).toEqual(
      speakerOrdering.panelistNameOrder,
    );
    const note = page.getByRole("region", { name: "FOR SPEAKERS" });
    await expect(note.getByRole("link", { name: settings.contacts.speakers })).toHaveAttribute(
      "href",
      `mailto:${settings.contacts.speakers}`,
    );
  });

  test("a card shows photo, name, title, organisation, pronouns, session and bio, and links to the page", async ({
    page,
  }) => {
    const speaker = speakers.find((candidate) => candidate.pronouns && candidate.linkedin)!;
    await page.goto("/speakers");
    const card = page.locator(".speaker-card", {
      has: page.getByRole("link", { name: speaker.name, exact: true }),
    });
    await expect(card.locator("img")).toHaveAttribute("src", speaker.image);
    for (const text of [
      speaker.title!,
      speaker.organization!,
      speaker.pronouns!,
      speaker.session!,
      speaker.bio!,
    ]) {
      await expect(card).toContainText(text);
    }
    await expect(
      card.getByRole("link", { name: `${speaker.name} on LinkedIn (opens in a new tab)` }),
    ).toHaveAttribute("href", speaker.linkedin!);
    await card.getByRole("link", { name: speaker.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/speakers/${speaker.id}$`));
  });
});

test.describe("speaker page", () => {
  test("shows everything about a found speaker", async ({ page }) => {
    const speaker = speakers.find((candidate) => candidate.pronouns)!;
    await page.goto(`/speakers/${speaker.id}`);
    await expect(page).toHaveTitle(`${speaker.name} | ${settings.summitName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(speaker.name);
    await expect(page.getByRole("img", { name: `Portrait of ${speaker.name}` })).toBeVisible();
    const main = page.locator("main");
    await expect(main).toContainText(`Pronouns: ${speaker.pronouns}`);
    await expect(main).toContainText(`Session: ${speaker.session}`);
    await expect(page.getByRole("heading", { name: "Biography" })).toBeVisible();
    await expect(main).toContainText(speaker.bio!);
    await expect(page.getByRole("link", { name: "View Schedule" })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await expect(page.getByRole("link", { name: "All Speakers" })).toHaveAttribute(
      "href",
      "/speakers",
    );
    await expect(page.getByRole("link", { name: "← Back to Schedule" })).toHaveAttribute(
      "href",
      "/schedule",
    );
  });

  for (const badId of ["999", "7abc", "-1", "1e3", "007", "123456789012345678901234567890"]) {
    test(`shows Speaker Not Found for ${badId} and logs it`, async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
      const response = await page.goto(`/speakers/${badId}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Speaker Not Found");
      await expect(page.getByText("We couldn't find information for this speaker.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to All Speakers" })).toHaveAttribute(
        "href",
        "/speakers",
      );
      expect(logged.join("\n")).toContain(`Speaker not found for id "${badId}"`);
    });
  }

  test("falls back to the default logo when the photo cannot load", async ({ page }) => {
    const speaker = speakers[0]!;
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await abortImage(page, speaker.image);
    await page.goto(`/speakers/${speaker.id}`);
    const photo = page.getByRole("img", { name: `Portrait of ${speaker.name}` });
    await expect(photo).toHaveAttribute("src", settings.defaultImage);
    // No <source> is left to override the fallback.
    await expect(photo).not.toHaveAttribute("srcset");
    await expect(page.locator("main source[srcset]")).toHaveCount(0);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(new RegExp(`${settings.defaultImage}$`));
    expect(logged.join("\n")).toContain(
      `Image failed to load, showing the default logo instead: ${speaker.image}`,
    );
  });

  // /speakers and /speakers/1 pass axe in the crawl (e2e/crawl.spec.ts): the first page of their
  // routes. /speakers/7 is another speaker; /speakers/999 an unknown one.
  for (const path of ["/speakers/7", "/speakers/999"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

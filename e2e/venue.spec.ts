import { expect, test } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { recordRequests } from "./support/requests.ts";

const { venueInfo } = loadContent();
const mapOrigin = "https://www.openstreetmap.org";

test.beforeEach(async ({ page }) => {
  // The map is a third-party embed; answer it locally so nothing leaves the machine.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Map</title><p>map</p>" }),
  );
});

test("the venue page has the address, transport, access, rooms and three hotels", async ({
  page,
}) => {
  await page.goto("/venue");
  await expect(page.locator("address")).toContainText("173 Euston Road");
  for (const heading of [
    "By train",
    "By Underground",
    "By bus",
    "Main rooms",
    "Breakout rooms",
    "Support rooms",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText("Main entrance", { exact: true })).toBeVisible();
  await expect(page.getByText("Taxi drop-off", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Recommended hotels" }).locator("li.card"),
  ).toHaveCount(3);
  await expect(page.getByText(venueInfo.accommodationNote)).toBeVisible();
});

test("the map is a lazy, titled OpenStreetMap embed 450 px tall with a map-app link", async ({
  page,
}) => {
  await page.goto("/venue");
  const map = page.locator("iframe");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", /Map showing Friends House/);
  await expect(map).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
  );
  expect(await map.evaluate((element) => element.getBoundingClientRect().height)).toBe(450);
  await expect(page.getByRole("link", { name: "Open in a map app" })).toHaveAttribute(
    "href",
    /^geo:51\.5/,
  );
});

test("the venue map is requested only once it scrolls into view", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 600 }); // the map starts below the fold
  const urls = await recordRequests(context);
  const mapRequests = () => urls.filter((url) => url.startsWith(`${mapOrigin}/`));
  await page.goto("/venue");
  const map = page.getByTitle(/^Map showing/);
  await expect(map).toBeAttached();
  // The page script ready, every eager image settled, and the map below the fold: it must not have
  // loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => !image.checkVisibility() || image.complete),
      ),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await map.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
    await page.evaluate(() => window.innerHeight),
  );
  expect(mapRequests()).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect.poll(mapRequests).toHaveLength(1);
  await expect(map).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
  );
});

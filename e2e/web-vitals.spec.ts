import { expect, test } from "./support/test.ts";

test("page-load metrics are reported through the callback, with no network call", async ({
  page,
}) => {
  const requests: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { vitals: string[] }).vitals = seen;
    window.addEventListener("summit:web-vital", (event) =>
      seen.push((event as CustomEvent<{ name: string }>).detail.name),
    );
  });
  await page.goto("/");
  page.on("request", (request) => requests.push(request.url()));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { vitals: string[] }).vitals))
    .toEqual(expect.arrayContaining(["TTFB", "FCP"]));
  // LCP is final after the first input; hiding the page then reports LCP and CLS.
  await page.mouse.click(5, 400);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { vitals: string[] }).vitals))
    .toEqual(expect.arrayContaining(["TTFB", "FCP", "LCP", "CLS"]));
  expect(requests.filter((url) => !url.includes("/assets/") && !url.includes("/images/"))).toEqual(
    [],
  );
});

import { expect, test } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { communityRoutes } from "./support/community-routes.ts";
import { fullTitle, settings } from "./support/site.ts";

const { articles, contributors, journalCategories, journalIntro } = loadContent();

const article = articles[0]!;
const author = contributors.find((person) => person.id === article.authorId)!;
const articlePath = `/community/${article.slug}`;
const emptyMessage =
  "Our editorial team is working on curating the best content for this category. Check back soon for new articles.";

test.describe("community page (the journal)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/community");
  });

  test("has the heading, tagline, sidebar and About section", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "THINKING ABOUT THINKING JOURNAL",
    );
    await expect(page.locator(".page-header")).toContainText(journalIntro.tagline);
    const buttons = page.getByRole("region", { name: "Categories" }).getByRole("button");
    await expect(buttons).toHaveText([
      "Brain Sparks",
      "3 QuestionsComing Soon",
      "Open ProblemsComing Soon",
      "What If?Coming Soon",
    ]);
    await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
    const editors = page.getByRole("region", { name: "Editors" }).getByRole("link");
    await expect(editors).toHaveCount(2);
    await expect(editors.first()).toHaveAttribute("href", "/contributor/mira-castellanos");
    await expect(
      page.getByRole("region", { name: "Contributors" }).getByRole("link"),
    ).toHaveAttribute("href", "/contributor/tamsin-oyelaran");
    await expect(
      page.getByRole("region", { name: "Interested in Contributing?" }).getByRole("link", {
        name: "Contact Our Editorial Team",
      }),
    ).toHaveAttribute("href", `mailto:${settings.contacts.editorial}`);
    await expect(page.getByRole("region", { name: "About the Journal" })).toContainText(
      journalIntro.about[0]!,
    );
  });

  test("shows Brain Sparks' article card with everything a card holds", async ({ page }) => {
    const card = page.locator(".article-card");
    await expect(card).toHaveCount(1);
    await expect(card.locator("img").first()).toHaveAttribute("src", article.image);
    await expect(card).toContainText(author.name);
    await expect(card.locator("time")).toHaveText(article.date);
    await expect(card).toContainText(`${article.readTime} read`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(article.title);
    await expect(card).toContainText(article.excerpt);
    await card.getByRole("link", { name: /^Read Full Article/ }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });

  test("switching category changes the heading, even to an empty one, and shows Coming Soon", async ({
    page,
  }) => {
    const categories = page.getByRole("region", { name: "Categories" });
    for (const category of journalCategories.filter((candidate) => candidate.comingSoon)) {
      // Every category is in the page; only the chosen one is shown (and in the accessibility tree).
      const main = page.getByRole("region", { name: category.name, exact: true });
      await categories
        .getByRole("button", { name: new RegExp(`^${category.name.replace("?", "\\?")}`) })
        .click();
      await expect(
        categories.getByRole("button", {
          name: new RegExp(`^${category.name.replace("?", "\\?")}`),
        }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(categories.getByRole("button", { pressed: true })).toHaveCount(1);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(category.name);
      await expect(main).toContainText(category.description);
      await expect(main.getByRole("heading", { level: 3 })).toHaveText("Coming Soon");
      await expect(main.getByText(emptyMessage, { exact: true })).toBeVisible();
      await expect(main.locator(".article-card")).toHaveCount(0);
    }
    await categories.getByRole("button", { name: "Brain Sparks" }).click();
    const brainSparks = page.getByRole("region", { name: "Brain Sparks", exact: true });
    await expect(brainSparks.getByRole("heading", { level: 2 })).toHaveText("Brain Sparks");
    await expect(brainSparks.locator(".article-card")).toHaveCount(1);
  });
});

test.describe("article page", () => {
  test("shows the whole article, and goes back to the journal without fetching route data", async ({
    page,
  }) => {
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    await page.goto(articlePath);
    await expect(
      page.getByRole("link", { name: "← Back to Brain Sparks" }).first(),
    ).toHaveAttribute("href", "/community");
    await expect(page.getByText("BRAIN SPARK", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    const header = page.locator(".article-hero");
    await expect(header.getByRole("link", { name: author.name })).toHaveAttribute(
      "href",
      `/contributor/${author.id}`,
    );
    await expect(header).toContainText(article.authorTitle);
    await expect(header.locator("time")).toHaveText(article.date);
    await expect(header).toContainText(`${article.readTime} read`);
    await expect(page.locator(".article__image")).toHaveAttribute("src", article.featuredImage);
    const body = page.locator(".article-body");
    await expect(body.getByRole("heading", { level: 2 })).toHaveText([
      "A short history of handing things over",
      "Effort has a meter now",
      "What the effort was for",
      "Purpose is not a by-product",
      "The ledger, revisited",
    ]);
    await expect(body.locator("blockquote")).toHaveCount(1);
    await expect(body.locator("script, iframe, style")).toHaveCount(0);

    const bio = page.getByRole("region", { name: /^About the author/ });
    await expect(bio).toContainText(author.bio);
    await expect(bio.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
      "href",
      author.linkedin,
    );
    await expect(bio.getByRole("link", { name: /^Twitter/ })).toHaveAttribute(
      "href",
      `https://x.com/${author.twitter}`,
    );
    await expect(
      page.getByRole("heading", { name: "More Brain Sparks Coming Soon" }),
    ).toBeVisible();

    // The back link loads the journal as a page (no page navigates on the client, and none fetches
    // React Router's .data files: docs/decisions/020-islands.md).
    await page
      .getByRole("region", { name: "More Brain Sparks Coming Soon" })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/community$/);
    expect(dataRequests.filter((url) => url.includes(article.slug))).toEqual([]);
  });

  test("share links carry the canonical URL and the title, URL-encoded", async ({ page }) => {
    await page.goto(articlePath);
    const canonical = `${settings.siteUrl}${articlePath}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    const share = page.getByRole("region", { name: "Share this article" });
    const href = async (name: string) =>
      (await share.getByRole("link", { name }).getAttribute("href"))!;
    expect(
      new URL(await href("Share on LinkedIn (opens in a new tab)")).searchParams.get("url"),
    ).toBe(canonical);
    const tweet = new URL(await href("Share on Twitter/X (opens in a new tab)"));
    expect(tweet.searchParams.get("url")).toBe(canonical);
    expect(tweet.searchParams.get("text")).toBe(article.title);
    expect(
      new URL(await href("Share on Facebook (opens in a new tab)")).searchParams.get("u"),
    ).toBe(canonical);
    const mail = await href("Share by Email");
    expect(mail).toContain(`subject=${encodeURIComponent(article.title)}`);
    expect(mail).toContain(encodeURIComponent(canonical));
    await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });

  test("the author link opens the contributor page", async ({ page }) => {
    await page.goto(articlePath);
    await page.locator(".article-hero").getByRole("link", { name: author.name }).click();
    await expect(page).toHaveURL(new RegExp(`/contributor/${author.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
  });
});

test.describe("contributor pages", () => {
  test("an author shows photo, title, links, About, their articles and the contact section", async ({
    page,
  }) => {
    await page.goto(`/contributor/${author.id}`);
    await expect(page.getByRole("link", { name: "← Back to Journal" })).toHaveAttribute(
      "href",
      "/community",
    );
    await expect(page.locator(".contributor__photo")).toHaveAttribute("src", author.image);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
    await expect(page.locator(".contributor__title")).toHaveText(author.title);
    await expect(
      page.locator(".contributor__header").getByRole("link", { name: /^LinkedIn/ }),
    ).toHaveAttribute("href", author.linkedin);
    await expect(page.getByRole("region", { name: "About" })).toContainText(author.bio);
    const list = page.getByRole("region", { name: "Articles by Mira" });
    await expect(list.locator(".contributor-article")).toHaveCount(1);
    await expect(list).toContainText("BRAIN SPARK");
    await expect(list.locator("time")).toHaveText(article.date);
    await expect(list).toContainText(`${article.readTime} read`);
    await expect(list).toContainText(article.excerpt);
    await expect(list.getByRole("link", { name: article.title })).toHaveAttribute(
      "href",
      articlePath,
    );
    await expect(page.getByRole("region", { name: "Contact" }).getByRole("link")).toHaveAttribute(
      "href",
      `mailto:${settings.contacts.editorial}`,
    );
  });

  test("someone without articles gets the empty message", async ({ page }) => {
    await page.goto("/contributor/tamsin-oyelaran");
    await expect(
      page.getByText("No articles yet from Tamsin. Check back soon for upcoming content.", {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole("link", { name: "← Back to Journal" }).click();
    await expect(page).toHaveURL(/\/community$/);
  });
});

test.describe("redirects to the community page", () => {
  for (const path of ["/community/unknown-slug", "/contributor/nobody"]) {
    test(`${path} goes to /community, replacing the history entry`, async ({ page }) => {
      await page.goto("/partners");
      await page.goto(path);
      await expect(page).toHaveURL(/\/community$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "THINKING ABOUT THINKING JOURNAL",
      );
      await page.goBack();
      await expect(page).toHaveURL(/\/partners$/);
    });
  }
});

test.describe("prerendered community HTML", () => {
  for (const route of communityRoutes) {
    test(`${route.path} has its own title, canonical link and content before any script runs`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const canonical = `${settings.siteUrl}${route.path}`;
      expect(html).toContain(`<title>${fullTitle(route.title).replace(/&/g, "&amp;")}</title>`);
      // A void element's closing slash is React's serialisation ("/>"); Astro writes the head
      // without it (">"). The HTML is the same either way.
      const escaped = canonical.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="${escaped}"/?>`));
      expect(html).toMatch(/<meta property="og:type" content="(article|profile)"\/?>/);
      expect(html).toContain(`<h1`);
      expect(html).not.toContain('name="robots"');
    });
  }

  test("the essay is in the HTML and no Markdown library is in the browser code", async ({
    request,
  }) => {
    const html = await (await request.get(articlePath)).text();
    expect(html).toContain("<h2>Effort has a meter now</h2>");
    // The scripts the page names (the page script; no boot script imports others any more).
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      expect(code).not.toMatch(/micromark|mdast|hast-util|My grandmother kept/);
    }
  });
});

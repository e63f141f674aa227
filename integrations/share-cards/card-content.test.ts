import { describe, expect, it } from "vitest";
import { loadContent } from "../../content/checked-content.ts";
import { cardContent, maxLineLength, shorten } from "./card-content.ts";

const { articles, contributors, settings, speakers } = loadContent();

const page = { title: "Venue", description: "Friends House: getting there, access and rooms." };

describe("cardContent", () => {
  it("shows a page's own title and description under the summit's name", () => {
    expect(cardContent("/venue", page)).toEqual({
      brand: settings.summitName,
      title: "Venue",
      line: page.description,
    });
  });

  it("makes the home card the summit's own", () => {
    expect(cardContent("/", { title: "Overview", description: "x" })).toMatchObject({
      title: settings.summitName,
      line: settings.tagline,
    });
  });

  it("shows a speaker's name, role, organisation and portrait", () => {
    const speaker = speakers[0]!;
    expect(cardContent(`/speakers/${speaker.id}`, page)).toMatchObject({
      kicker: "Speaker",
      title: speaker.name,
      line: speaker.title,
      detail: speaker.organization,
      portrait: speaker.image,
    });
  });

  it("shows an article's title and author, and a contributor's portrait", () => {
    const article = articles[0]!;
    const author = contributors.find((contributor) => contributor.id === article.authorId)!;
    const card = cardContent(`/community/${article.slug}`, page);
    expect(card.title).toBe(article.title);
    expect(card.detail).toContain(author.name);
    expect(cardContent(`/contributor/${author.id}`, page)).toMatchObject({
      title: author.name,
      portrait: author.image,
    });
  });

  it("falls back to the page's text for an unknown speaker id", () => {
    expect(cardContent("/speakers/9999", page).title).toBe("Venue");
  });

  it("reads the content it is given, so a build loads it once for all its cards", () => {
    const content = { ...loadContent(), settings: { ...settings, summitName: "Harbourlight" } };
    const speaker = speakers[0]!;
    expect(cardContent("/venue", page, content).brand).toBe("Harbourlight");
    expect(cardContent(`/speakers/${speaker.id}`, page, content)).toMatchObject({
      brand: "Harbourlight",
      title: speaker.name,
    });
  });
});

describe("shorten", () => {
  it("leaves short text alone and cuts long text at a word, with an ellipsis", () => {
    expect(shorten("Short enough.", 20)).toBe("Short enough.");
    expect(shorten("One two three, four five six", 18)).toBe("One two three\u2026");
    const long = "word ".repeat(60).trim();
    expect(shorten(long, maxLineLength).length).toBeLessThanOrEqual(maxLineLength);
  });
});

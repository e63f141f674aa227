import path from "node:path";
import { describe, expect, it } from "vitest";
import { allContent } from "../all-content.ts";
import { checkContent } from "../validate.ts";

const publicDir = path.resolve("public");

/** The real content with one collection edited. */
function edited<K extends keyof typeof allContent>(
  key: K,
  edit: (entries: Record<string, unknown>[]) => void,
) {
  const entries = structuredClone(allContent[key]) as Record<string, unknown>[];
  edit(entries);
  return { ...allContent, [key]: entries };
}

describe("organisation cross-references", () => {
  it("accept the real content, files included", () => {
    expect(checkContent(allContent, { publicDir })).toEqual([]);
  });

  it("find an id used twice", () => {
    const content = edited("partners", (partners) => {
      partners[1]!.id = partners[0]!.id;
      partners[1]!.logo = partners[0]!.logo;
    });
    expect(checkContent(content)).toEqual([
      `content/partners.ts › partners: the id "brightmoor-labs" is used more than once`,
    ]);
  });

  it("find an article slug used twice and an author who is not a contributor", () => {
    const content = edited("articles", (articles) => {
      articles.push({ ...articles[0]!, id: 2 });
      articles[0]!.authorId = "nobody-here";
    });
    const problems = checkContent(content);
    expect(problems).toContain(
      `content/journal.ts › articles: the slug "outsourcing-effort-to-compute" is used more than once`,
    );
    expect(problems.join("\n")).toMatch(
      /articles\[0\] \(id 1\)\.authorId: "nobody-here" is not the id of any contributor/,
    );
  });

  it("report an article body with no Markdown file behind it", () => {
    const content = edited("articles", (articles) => {
      const slug = "not-written-yet";
      Object.assign(articles[0]!, {
        slug,
        body: `content/journal/${slug}.md`,
        image: `/images/journal/${slug}-card.svg`,
        featuredImage: `/images/journal/${slug}-featured.svg`,
      });
    });
    const problems = checkContent(content, { publicDir });
    expect(problems).toContain(
      'content/journal.ts › articles[0] (id 1).body: the file "content/journal/not-written-yet.md" does not exist',
    );
    expect(problems.join("\n")).toContain(
      'the file "/images/journal/not-written-yet-card.svg" does not exist in public/',
    );
  });

  it("report a logo, photo or gallery image missing from public/", () => {
    const content = {
      ...edited("teamMembers", (team) => {
        team[0]!.image = `/images/team/${String(team[0]!.id)}.png`;
      }),
      networkingGallery: (
        structuredClone(allContent.networkingGallery) as Record<string, unknown>[]
      ).map((item, index) => (index === 0 ? { ...item, image: "/images/gallery/gone.svg" } : item)),
    };
    const problems = checkContent(content, { publicDir });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^content\/team\.ts › teamMembers\[0\] \(id imogen-ashdown-reyes, "Imogen Ashdown-Reyes"\)\.image: the file/,
    );
    expect(problems[1]).toContain(
      'content/side-events.ts › networkingGallery[0].image: the file "/images/gallery/gone.svg" does not exist in public/',
    );
  });
});

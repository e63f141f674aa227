import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import {
  firstNameOf,
  selectArticlePage,
  selectContributorPage,
  selectCommunityPage,
  type JournalContent,
} from "./community-view.ts";

const { articles, contributors, journalCategories } = loadContent();

const content: JournalContent = { categories: journalCategories, contributors, articles };
const [article] = articles;

describe("selectCommunityPage", () => {
  const page = selectCommunityPage(content);

  it("lists the categories in order, Brain Sparks first and the others Coming Soon", () => {
    expect(page.categories.map((category) => [category.name, category.comingSoon])).toEqual([
      ["Brain Sparks", false],
      ["3 Questions", true],
      ["Open Problems", true],
      ["What If?", true],
    ]);
  });

  it("splits people into two editors and one contributor", () => {
    expect(page.editors.map((person) => person.id)).toEqual([
      "mira-castellanos",
      "jonas-whitcombe",
    ]);
    expect(page.contributors.map((person) => person.id)).toEqual(["tamsin-oyelaran"]);
  });

  it("gives cards only what they show: no body path, no bios", () => {
    const [card] = page.articles;
    expect(Object.keys(card!).sort()).toEqual(
      [
        "author",
        "category",
        "date",
        "excerpt",
        "image",
        "isoDate",
        "readTime",
        "slug",
        "title",
      ].sort(),
    );
    expect(card!.author).toEqual({
      id: "mira-castellanos",
      name: "Mira Castellanos",
      image: "/images/journal/mira-castellanos.webp",
    });
  });
});

describe("selectArticlePage", () => {
  it("resolves the author and the category label", () => {
    const page = selectArticlePage(article!.slug, content);
    expect(page?.category).toEqual({ name: "Brain Sparks", label: "BRAIN SPARK" });
    expect(page?.author.name).toBe("Mira Castellanos");
    expect(page?.article.title).toBe(article!.title);
    expect(page?.article).not.toHaveProperty("body");
  });

  it("finds nothing for any other slug", () => {
    expect(selectArticlePage("no-such-essay", content)).toBeUndefined();
    expect(selectArticlePage(undefined, content)).toBeUndefined();
  });
});

describe("selectContributorPage", () => {
  it("lists the contributor's articles with their category label", () => {
    const page = selectContributorPage("mira-castellanos", content);
    expect(page?.firstName).toBe("Mira");
    expect(page?.articles.map((entry) => [entry.categoryLabel, entry.slug])).toEqual([
      ["BRAIN SPARK", article!.slug],
    ]);
  });

  it("has no articles for someone who has not written yet, and nothing for an unknown id", () => {
    expect(selectContributorPage("tamsin-oyelaran", content)?.articles).toEqual([]);
    expect(selectContributorPage("nobody", content)).toBeUndefined();
  });

  it("takes the first name from the full name", () => {
    expect(firstNameOf("Jonas Whitcombe")).toBe("Jonas");
    expect(firstNameOf("  Tamsin   Oyelaran ")).toBe("Tamsin");
  });
});

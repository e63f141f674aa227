import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "../load/files.ts";
import { editedContent, lineOf, removeOverlays } from "../test-support/edited-content.ts";

afterAll(removeOverlays);

const article = "content/journal/articles/outsourcing-effort-to-compute.md";

describe("organisation cross-references", () => {
  it("find an article id used twice and an author who is not a contributor", () => {
    const second = "content/journal/articles/a-second-essay.md";
    const edit = editedContent({
      [article]: (text) => text.replace("authorId: mira-castellanos", "authorId: nobody-here"),
      // The same article under a second slug (and so a second file name), with the same id.
      [second]: readFileSync(path.join(contentDir(), article), "utf8").replaceAll(
        "outsourcing-effort-to-compute-",
        "a-second-essay-",
      ),
    });
    const problems = edit.problems();
    expect(problems).toContain(
      `${article}:${lineOf(edit.texts[article]!, "authorId:")} › authorId: "nobody-here" is not a contributor (content/journal/contributors/)`,
    );
    // Files are read in name order, so the copy comes first and the original repeats its id.
    expect(problems).toContain(`${article}:2 › id: the id 1 is already used in ${second}`);
  });

  it("report a card image with no file behind it", () => {
    const edit = editedContent({
      [article]: (text) =>
        text.replace(
          "outsourcing-effort-to-compute-card.svg",
          "outsourcing-effort-to-compute-card.png",
        ),
    });
    expect(edit.problems()).toEqual([
      `${article}:${lineOf(edit.texts[article]!, "image:")} › image: the file "/images/journal/outsourcing-effort-to-compute-card.png" does not exist in public/`,
    ]);
  });

  it("report a photo or gallery image missing from public/", () => {
    const member = "content/team/imogen-ashdown-reyes.md";
    const edit = editedContent({
      [member]: (text) => text.replace("imogen-ashdown-reyes.webp", "imogen-ashdown-reyes.png"),
      "content/side-events.yml": (text) =>
        text.replace("/images/gallery/london-networking.svg", "/images/gallery/gone.svg"),
    });
    expect(edit.problems()).toEqual([
      `${member}:5 › image: the file "/images/team/imogen-ashdown-reyes.png" does not exist in public/`,
      `content/side-events.yml:${lineOf(edit.texts["content/side-events.yml"]!, "gone.svg")} › networkingGallery[0].image: the file "/images/gallery/gone.svg" does not exist in public/`,
    ]);
  });

  it("take ids from file names, and say so when one is not a slug or is written twice", () => {
    const partner = "content/partners/brightmoor-labs.md";
    const edit = editedContent({
      "content/partners/Brightmoor_Labs.md": readFileSync(path.join(contentDir(), partner), "utf8"),
      [partner]: (text) => text.replace("---\n", "---\nid: brightmoor-labs\n"),
    });
    const problems = edit.problems();
    expect(problems).toContain(
      'content/partners/Brightmoor_Labs.md › id (the file name): a kebab-case slug, e.g. brightmoor-labs (value: "Brightmoor_Labs")',
    );
    expect(problems).toContain(`${partner}:2 › id: comes from the file name; remove this field`);
  });

  it("require the order of an entry whose page order is editorial", () => {
    const member = "content/team/rhys-caddell.md";
    const edit = editedContent({
      [member]: (text) => text.replace(/order: \d+\n/, ""),
    });
    expect(edit.problems()).toEqual([
      `${member}:2 › order: a number: where the entry comes on the page, lowest first (value: (missing))`,
    ]);
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { allContent } from "./all-content.ts";
import { showValue } from "./checks/problems.ts";
import { checkContent, formatProblems } from "./validate.ts";

const publicDir = path.resolve("public");
const withSpeakers = (edit: (speakers: Record<string, unknown>[]) => void) => {
  const speakers = structuredClone(allContent.speakers) as Record<string, unknown>[];
  edit(speakers);
  return { ...allContent, speakers };
};

describe("checkContent", () => {
  it("accepts the real content, files included", () => {
    expect(checkContent(allContent, { publicDir })).toEqual([]);
  });

  it("names the file, the entry and the bad value of a featured speaker that does not exist", () => {
    const home = { ...(allContent.home as object), featuredSpeakerIds: [1, 999] };
    expect(checkContent({ ...allContent, home })).toEqual([
      "content/home.ts › home.featuredSpeakerIds[1]: speaker id 999 does not exist in content/speakers.ts",
    ]);
  });

  it("names the speaker and the field of a bad shape", () => {
    const content = withSpeakers((speakers) => {
      speakers[2]!.session = "AI Cooking";
    });
    const [problem] = checkContent(content);
    expect(problem).toMatch(
      /^content\/speakers\.ts › speakers\[2\] \(id \d+, "[^"]+"\)\.session: /,
    );
    expect(problem).toContain('(value: "AI Cooking")');
  });

  it("finds duplicate ids, unknown keynote ids and unknown panelist names", () => {
    const content = withSpeakers((speakers) => {
      speakers[1]!.id = speakers[0]!.id;
    });
    expect(checkContent(content).join("\n")).toContain("is used by more than one speaker");

    const ordering = structuredClone(allContent.speakerOrdering) as {
      keynotes: number[];
      panelistNameOrder: string[];
    };
    ordering.keynotes[0] = 404;
    ordering.panelistNameOrder.push("Nobody Atall");
    const problems = checkContent({ ...allContent, speakerOrdering: ordering });
    expect(problems).toContain(
      "content/speakers.ts › speakerOrdering.keynotes[0]: speaker id 404 does not exist in content/speakers.ts",
    );
    expect(problems.join("\n")).toContain('"Nobody Atall" is not the name of any speaker');
  });

  it("reports an image path with no file behind it", () => {
    const content = withSpeakers((speakers) => {
      speakers[0]!.image = "/images/speakers/not-drawn-yet.webp";
    });
    const problems = checkContent(content, { publicDir });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'the file "/images/speakers/not-drawn-yet.webp" does not exist in public/',
    );
  });

  it("reports a contact address outside the site's email domain", () => {
    const settings = structuredClone(allContent.settings) as { contacts: Record<string, string> };
    settings.contacts.team = "team@elsewhere.example";
    expect(checkContent({ ...allContent, settings })).toEqual([
      'content/settings.ts › settings.contacts.team: "team@elsewhere.example" does not use the domain quillmere-summit.example',
    ]);
  });

  it("formats problems as a numbered summary and keeps long values short", () => {
    expect(formatProblems(["a", "b"])).toBe("Content check failed (2 problems):\n  - a\n  - b");
    expect(showValue("x".repeat(200))).toHaveLength(80);
    expect(showValue(undefined)).toBe("(missing)");
  });
});

// The programme's history as published (docs/decisions/040-programme-history.md): the Atom feed of
// its releases, which a feed reader's parser reads and which has what RFC 4287 requires, and
// releases.json in the shape the programme's marks read.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../content/checked-content.ts";
import { releaseViews } from "../../site/features/schedule/changes/release-views.ts";
import { atomProblems, readFeed } from "../../e2e/harness/test-support/atom-feed.ts";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";
import { changesFeed, releaseHtml, writeHistoryFiles } from "./write-history-files.ts";

afterAll(removeTempFolders);

const content = loadContent();
const sessions = new Set(content.scheduleEvents.map((event) => event.id));
const releases = releaseViews(content.programmeHistory, {
  hasPage: (id) => sessions.has(id),
  timeZone: content.settings.timeZone,
});
const site = content.settings.siteUrl;

describe("the Atom feed of the programme's releases", () => {
  const xml = changesFeed(releases, content.settings);

  it("is valid Atom", () => {
    expect(atomProblems(xml)).toEqual([]);
  });

  it("reads in a feed reader as one entry per release, newest first, each linked to the page", () => {
    const feed = readFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Programme changes: Quillmere AI Summit 2025");
    expect(feed.url).toBe(`${site}/schedule/changes`);
    expect(feed.self).toBe(`${site}/schedule/changes.atom`);
    expect(feed.updated?.toISOString()).toBe("2025-10-20T08:00:00.000Z");
    expect(
      feed.items.map((item) => [item.title, item.id, item.url, item.updated?.toISOString()]),
    ).toEqual([
      [
        "Release 2: 5 changes",
        `${site}/schedule/changes#release-2`,
        `${site}/schedule/changes#release-2`,
        "2025-10-20T08:00:00.000Z",
      ],
      [
        "Release 1: the programme as first published (50 sessions)",
        `${site}/schedule/changes#release-1`,
        `${site}/schedule/changes#release-1`,
        "2025-09-15T09:00:00.000Z",
      ],
    ]);
    const latest = feed.items[0]!.content!;
    expect(latest).toContain(
      `<li><a href="${site}/sessions/tue-talk-chips">Talk: the chips behind the models</a>: Moved from Tuesday 15:20, The Light to Tuesday 16:50, The Light</li>`,
    );
    // A removed session is named, not linked: it has no page any more.
    expect(latest).toContain("<li>Book signing: The Careful Machine: Removed</li>");
    expect(feed.items[1]!.content).toBe("<p>The programme as first published: 50 sessions.</p>");
  });

  it("escapes what the content holds, so a title cannot end the markup", () => {
    const html = releaseHtml(
      {
        ...releases[0]!,
        changes: [
          {
            session: "x",
            kind: "retitled",
            title: "A <b>bold</b> ]]> talk & more",
            summary: "Retitled from “<i>it</i>”",
            href: "/sessions/x",
          },
        ],
      },
      site,
    );
    expect(html).toBe(
      `<ul><li><a href="${site}/sessions/x">A &lt;b&gt;bold&lt;/b&gt; ]]&gt; talk &amp; more</a>: Retitled from “&lt;i&gt;it&lt;/i&gt;”</li></ul>`,
    );
  });

  it("is valid without any release, dated by the event's first day", () => {
    const empty = changesFeed([], content.settings);
    expect(atomProblems(empty)).toEqual([]);
    expect(readFeed(empty).updated?.toISOString()).toBe("2025-10-28T00:00:00.000Z");
  });
});

describe("the files the build writes", () => {
  it("writes changes.atom and releases.json, the latter in the marks' shape", async () => {
    const clientDir = tempFolder("history-files", {});
    await writeHistoryFiles(clientDir);
    const atom = readFileSync(path.join(clientDir, "schedule/changes.atom"), "utf8");
    expect(atom).toBe(changesFeed(releases, content.settings));
    const json = JSON.parse(readFileSync(path.join(clientDir, "schedule/releases.json"), "utf8"));
    expect(json).toEqual({
      releases: [
        {
          number: 2,
          time: "2025-10-20T09:00:00+01:00",
          changes: [
            {
              session: "tue-talk-chips",
              kind: "moved",
              summary: "Moved from Tuesday 15:20, The Light to Tuesday 16:50, The Light",
            },
            {
              session: "wed-fireside-trust",
              kind: "retitled",
              summary: "Retitled from “Fireside chat: trust in enterprise AI”",
            },
            {
              session: "thu-panel-health",
              kind: "speakers",
              summary:
                "Speakers: now Mei-Ling Cheng, Mateo Guzmán Ortiz, Grace Adeyemi-Clarke, Farid Karimi (was Mei-Ling Cheng, Mateo Guzmán Ortiz, Grace Adeyemi-Clarke)",
            },
            { session: "thu-founder-demos", kind: "added", summary: "Added" },
            { session: "wed-book-signing", kind: "removed", summary: "Removed" },
          ],
        },
        { number: 1, time: "2025-09-15T10:00:00+01:00", changes: [] },
      ],
    });
  });
});

// Build-only: publishes the programme's history (docs/decisions/040-programme-history.md):
// /schedule/changes.atom, an Atom feed of its releases made with the `feed` library, and
// /schedule/releases.json, every release's changes as data for the programme's marks of what
// changed since a visitor's last visit.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Feed } from "feed";
import { loadContent } from "../../content/checked-content.ts";
import type { ContentRoot } from "../../content/load/files.ts";
import type { Settings } from "../../content/schema/settings.ts";
import {
  releasesJson,
  releaseViews,
  type ReleaseView,
} from "../../site/features/schedule/changes/release-views.ts";
import { scheduleFilePaths } from "../../site/features/schedule/schedule-file-paths.ts";

/** A feed reader needs the recent releases; the page has them all. */
export const feedReleases = 50;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A release's changes as HTML: a list of sentences, each linked to its session's page. */
export function releaseHtml(release: ReleaseView, siteUrl: string): string {
  if (release.first) {
    return `<p>The programme as first published: ${release.sessions} sessions.</p>`;
  }
  const items = release.changes.map((change) => {
    const title = escapeHtml(change.title);
    const named = change.href
      ? `<a href="${escapeHtml(siteUrl + change.href)}">${title}</a>`
      : title;
    return `<li>${named}: ${escapeHtml(change.summary)}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}

/** The Atom feed of the releases, newest first, with absolute links from the site's address. */
export function changesFeed(
  releases: readonly ReleaseView[],
  settings: Pick<Settings, "siteUrl" | "summitName" | "organiser" | "dates">,
): string {
  const { siteUrl } = settings;
  const page = `${siteUrl}${scheduleFilePaths.changes}`;
  // No release yet: the feed is as old as the event's first day, so two builds write the same.
  const updated = new Date(releases[0]?.time ?? `${settings.dates.start}T00:00:00Z`);
  const feed = new Feed({
    id: page,
    title: `Programme changes: ${settings.summitName}`,
    description: `Every change to the programme of ${settings.summitName}, one entry per release.`,
    link: page,
    feedLinks: { atom: `${siteUrl}${scheduleFilePaths.changesAtom}` },
    language: "en-GB",
    updated,
    author: { name: settings.organiser, link: `${siteUrl}/` },
    copyright: settings.organiser,
    generator: false,
  });
  for (const release of releases.slice(0, feedReleases)) {
    const link = `${page}#${release.anchor}`;
    feed.addItem({
      title: release.title,
      id: link,
      link,
      date: new Date(release.time),
      published: new Date(release.time),
      content: releaseHtml(release, siteUrl),
    });
  }
  return feed.atom1();
}

/** Writes both files into `clientDir`; `where` is the content's folder (the build's by default). */
export async function writeHistoryFiles(clientDir: string, where: ContentRoot = {}) {
  const { programmeHistory, scheduleEvents, settings } = loadContent(where);
  const sessions = new Set(scheduleEvents.map((event) => event.id));
  const releases = releaseViews(programmeHistory, {
    hasPage: (id) => sessions.has(id),
    timeZone: settings.timeZone,
  });
  const files = new Map([
    [scheduleFilePaths.changesAtom, changesFeed(releases, settings)],
    [scheduleFilePaths.releasesJson, JSON.stringify(releasesJson(releases))],
  ]);
  for (const [sitePath, text] of files) {
    const target = path.join(clientDir, sitePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  console.log(
    `Programme history: ${releases.length} release${releases.length === 1 ? "" : "s"} (schedule/changes.atom, schedule/releases.json).`,
  );
}

// Build-only: the programme's history (content/programme-history.yml) holds together: releases
// numbered down to 1, newest first, with a snapshot once there is a release, and every change's
// session still in the programme unless a release removed it (docs/decisions/040). Whether the
// programme has changed since the latest release is not a problem of the files but of their
// recording: content/programme-history.ts says so, for `npm run check:content` and the build.
import type { ContentOrigins, ParsedContent } from "../content-types.ts";
import { problemAt, showValue } from "../problems.ts";

export function checkProgrammeHistory(content: ParsedContent, origins: ContentOrigins): string[] {
  const { releases, snapshot } = content.programmeHistory;
  const origin = origins.programmeHistory;
  const problems: string[] = [];
  const sessionIds = new Set(content.sessions.map((session) => session.id));

  releases.forEach((release, index) => {
    const expected = releases.length - index;
    if (release.number !== expected) {
      problems.push(
        problemAt(
          origin,
          ["releases", index, "number"],
          `expected ${expected}: releases are numbered from 1, newest first (value: ${release.number})`,
        ),
      );
    }
    const older = releases[index + 1];
    if (older && Date.parse(release.time) < Date.parse(older.time)) {
      problems.push(
        problemAt(
          origin,
          ["releases", index, "time"],
          `release ${release.number} is older than release ${older.number} (${older.time})`,
        ),
      );
    }
    release.changes.forEach((change, changeIndex) => {
      // Still in the programme, or removed since the latest release, which the recording check
      // names (the pages link a change only to a session that has a page).
      if (sessionIds.has(change.session) || snapshot?.sessions[change.session]) return;
      // Removed in this release or a newer one: the page names it by the title the change keeps.
      const removed = releases
        .slice(0, index + 1)
        .some((newer) =>
          newer.changes.some(
            (other) => other.session === change.session && other.kind === "removed",
          ),
        );
      if (!removed) {
        problems.push(
          problemAt(
            origin,
            ["releases", index, "changes", changeIndex, "session"],
            `session ${showValue(change.session)} is not in content/sessions/, and no release removes it`,
          ),
        );
      }
    });
  });
  if (releases.length && !snapshot) {
    problems.push(
      problemAt(origin, ["snapshot"], "the programme as of the latest release is missing"),
    );
  }
  if (!releases.length && snapshot) {
    problems.push(problemAt(origin, ["snapshot"], "a snapshot without a release"));
  }
  return problems;
}

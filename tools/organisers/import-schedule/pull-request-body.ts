// The description of the pull request the daily import opens (.github/workflows/import-programme.yml,
// docs/importing.md "Import every day"): the release's changes, then the import's whole report.
import type { ImportResult } from "./import-schedule.ts";
import { changeLine, releaseTitle } from "../../../content/history/describe.ts";

/** A fenced block that no line of the text can close. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

/** Markdown for the pull request: what changed in the programme, and the report. */
export function pullRequestBody(result: Pick<ImportResult, "lines" | "releases">): string {
  const changes = result.releases.length
    ? result.releases.flatMap((release) => [
        `### ${releaseTitle(release)}`,
        "",
        `${release.source}, ${release.time}`,
        "",
        ...release.changes.map((change) => `- ${changeLine(change)}`),
        "",
      ])
    : ["No session was added, cancelled, removed, moved, retitled or given other speakers.", ""];
  return [
    "The daily import of the programme from its tool changed the content files.",
    "",
    "## The programme's changes",
    "",
    ...changes,
    "## The import's report",
    "",
    fenced(result.lines.join("\n")),
    "",
    "Merge to publish the changes; /schedule/changes and its feed list them after the next deploy.",
    "",
  ].join("\n");
}

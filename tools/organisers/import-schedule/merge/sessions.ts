// Session files. A session with a `source` of this format is the import's: it is updated, or
// removed when the export no longer has it. A session without `source` is the organiser's
// (coffee breaks, a dinner) and never touched. Site-only fields on imported sessions (vipNote,
// sessionTypeId, chair, guests, breakoutRooms) are not the import's and stay.
import path from "node:path";
import type { ImportedProgramme, ImportedSession } from "../model.ts";
import { kindOf, sessionFileId, unique } from "./naming.ts";
import type { FilePlan, Project } from "./project.ts";
import type { ChangeReport } from "./report.ts";
import { newMarkdown, parseMarkdown, renderMarkdown, setFields } from "./yaml-fields.ts";

/** The body: the abstract, a blank line, then the description (Markdown as given). */
function bodyOf(session: ImportedSession): string {
  return [session.abstract, session.description].filter(Boolean).join("\n\n");
}

/** The fields the import owns, in the order a new file lists them; undefined removes a field. */
function importedFields(
  session: ImportedSession,
  programme: ImportedProgramme,
  speakerIds: Map<string, number>,
) {
  const speakers = session.speakerIds.map((id) => speakerIds.get(id)!);
  return {
    source: `${programme.format}:${session.sourceId}`,
    day: programme.days.indexOf(session.date),
    start: session.start,
    end: session.end,
    startsNextDay: session.startsNextDay || undefined,
    endsNextDay: session.endsNextDay || undefined,
    title: session.title,
    subtitle: session.subtitle,
    location: session.room,
    kind: kindOf(session),
    track: session.track,
    speakers: speakers.length ? speakers : undefined,
    links: session.links.length ? session.links : undefined,
    liveStreams: session.liveStreams.length ? session.liveStreams : undefined,
    recordings: session.recordings.length ? session.recordings : undefined,
    recording: session.recording,
    cancelled: session.cancelled || undefined,
  };
}

export function mergeSessions(
  project: Project,
  programme: ImportedProgramme,
  speakerIds: Map<string, number>,
  report: ChangeReport,
): FilePlan {
  const files: FilePlan = new Map();
  const existing = project.list("content/sessions", ".md").map((repoPath) => {
    const text = project.read(repoPath)!;
    const file = parseMarkdown(text, repoPath);
    const source = file.doc.get("source");
    return { repoPath, file, source: typeof source === "string" ? source : undefined };
  });
  const bySource = new Map(existing.filter((e) => e.source).map((e) => [e.source!, e]));
  const takenIds = new Set(existing.map((e) => path.basename(e.repoPath, ".md")));
  const imported = new Set<string>();

  for (const session of programme.sessions) {
    const source = `${programme.format}:${session.sourceId}`;
    imported.add(source);
    const old = bySource.get(source);
    const file = old?.file ?? newMarkdown();
    const changed = setFields(file.doc, importedFields(session, programme, speakerIds));
    const body = bodyOf(session);
    // An export without any text leaves the organiser's text alone.
    if (body && body !== file.body) {
      file.body = body;
      changed.push("description");
    }
    if (!old) {
      const id = unique(sessionFileId(session.title, session.sourceId), takenIds);
      files.set(`content/sessions/${id}.md`, renderMarkdown(file));
      report.added.sessions.push(`${id} (${session.title})`);
    } else if (changed.length) {
      files.set(old.repoPath, renderMarkdown(file));
      report.changed.sessions.push(`${path.basename(old.repoPath, ".md")} (${changed.join(", ")})`);
    }
  }
  for (const entry of existing) {
    if (entry.source?.startsWith(`${programme.format}:`) && !imported.has(entry.source)) {
      files.set(entry.repoPath, null);
      report.removed.sessions.push(
        `${path.basename(entry.repoPath, ".md")} (${String(entry.file.doc.get("title"))})`,
      );
    }
  }
  return files;
}

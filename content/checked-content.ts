// Build-only: the content as the rest of the code gets it, read and then checked (docs/decisions/015
// and 026). The content collections' loaders (site/content.config.ts), the build steps, the Vite
// plugin, the editor and every script call this module, never the reader (content/load/) or the checks (content/checks/) on their own.
// Browser code never does: it gets settings and home from content/settings.yml and
// content/home.yml through the Vite plugin, and everything else as loader data.
import { checkContent } from "./checks/cross-references.ts";
import { mediaFileProblems } from "./checks/media-files.ts";
import { checkSocialPosts } from "./checks/social-posts.ts";
import type { Content, ParsedContent, PrivateContent } from "./content-types.ts";
import { missingPrivateContentProblem, publicDirOf, type ContentRoot } from "./load/files.ts";
import { cachedReader } from "./load/cached-reader.ts";
import { readContentFiles } from "./load/read-content.ts";
import { privateContentOf, readPrivateContentFiles } from "./load/read-private-content.ts";
import type { ScheduleEvent } from "./schema/programme.ts";

/**
 * Reads and checks every content file; `content` only when there is no problem at all.
 * `checkFiles: false` skips checking that images and other files under public/ exist.
 */
export function readContent(
  where: ContentRoot = {},
  { checkFiles = true }: { checkFiles?: boolean } = {},
): {
  content?: Content;
  problems: string[];
} {
  const read = readContentFiles(where);
  if (!read.content) return { problems: read.problems };
  const crossProblems = checkContent(read.content, read.origins, {
    publicDir: checkFiles ? publicDirOf(where) : undefined,
  });
  if (crossProblems.length) return { problems: crossProblems };
  return { content: resolveSessions(read.content), problems: [] };
}

/** The content, checked; throws a ContentError that lists every problem. */
export const loadContent = cachedReader("content", (where) => readContent(where));

/** Reads and checks every private file; `content` only when there is no problem at all. */
export function readPrivateContent(where: ContentRoot = {}): {
  content?: PrivateContent;
  problems: string[];
} {
  // A folder that is not there is one mistake (the variable or the path), not a missing file each.
  const missing = missingPrivateContentProblem(where);
  if (missing) return { problems: [missing] };
  const read = readPrivateContentFiles(where);
  const problems = [...read.problems, ...checkSocialPosts(read.posts)];
  const content = problems.length ? undefined : privateContentOf(read);
  return content ? { content, problems: [] } : { problems };
}

/** The private content, checked; throws a ContentError that lists every problem. */
export const loadPrivateContent = cachedReader("private-content", readPrivateContent);

/**
 * Every problem of the site's content and of the private content, for the build's first step
 * (content/vite-plugin.ts), `npm run check:content` and the schedule import.
 */
export function contentProblems(where: ContentRoot = {}): string[] {
  return [
    ...readContent(where).problems,
    ...readPrivateContent(where).problems,
    // What public/ would publish: only the site's image types, checked by their bytes.
    ...mediaFileProblems(publicDirOf(where)),
  ];
}

/** Drops the fields whose value is undefined, so the pages' data holds only what is there. */
function definedFields<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * The sessions as the pages show them: speaker ids become names, titles and organisations, each
 * with its id (two imported people may share a name; the id says whose page to link). Only for
 * checked content: every speaker id names a speaker.
 */
function resolveSessions({ sessions, ...content }: ParsedContent): Content {
  const speakerById = new Map(content.speakers.map((speaker) => [speaker.id, speaker]));
  const speaker = (id: number) => speakerById.get(id)!;
  const scheduleEvents = sessions.map(
    // `source` is the import's bookkeeping: no page shows it, so no page's data carries it.
    ({ chair, speakers, guests, breakoutRooms, source: _source, ...session }): ScheduleEvent =>
      definedFields({
        ...session,
        chair:
          chair === undefined
            ? undefined
            : definedFields({
                id: chair,
                name: speaker(chair).name,
                organization: speaker(chair).organization,
              }),
        speakers: [
          ...speakers.map((id) => ({
            id,
            name: speaker(id).name,
            title: speaker(id).title,
            organization: speaker(id).organization,
          })),
          ...guests.map((guest) => ({ ...guest, guest: true as const })),
        ],
        breakoutRooms,
      }),
  );
  return { ...content, scheduleEvents };
}

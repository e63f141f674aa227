// Speaker files: matched by `source`, else by exact name (so a first import links hand-written
// speakers). The import owns source, name, title, organization, image, photoSource and the bio;
// everything else (session topic, pronouns, social handles) is the organiser's and stays.
import path from "node:path";
import { isSeq } from "yaml";
import { shown, type ImportedProgramme, type ImportedSpeaker } from "../model.ts";
import { decidePhoto } from "../photos.ts";
import type { Fetch } from "../download.ts";
import { speakerFileName, unique } from "./naming.ts";
import type { FilePlan, Project } from "./project.ts";
import type { ChangeReport } from "./report.ts";
import {
  newMarkdown,
  parseMarkdown,
  parseYamlMap,
  renderMarkdown,
  setFields,
  type MarkdownFile,
} from "./yaml-fields.ts";

interface ExistingSpeaker {
  repoPath: string;
  text: string;
  file: MarkdownFile;
  id: number;
  name: string;
  source?: string;
  image?: string;
  photoSource?: string;
}

function readSpeakers(project: Project): ExistingSpeaker[] {
  return project.list("content/speakers", ".md").map((repoPath) => {
    const text = project.read(repoPath)!;
    const file = parseMarkdown(text, repoPath);
    const data = (file.doc.toJS() ?? {}) as Record<string, unknown>;
    return {
      repoPath,
      text,
      file,
      id: Number(data.id),
      name: String(data.name ?? ""),
      source: typeof data.source === "string" ? data.source : undefined,
      image: typeof data.image === "string" ? data.image : undefined,
      photoSource: typeof data.photoSource === "string" ? data.photoSource : undefined,
    };
  });
}

/** How many photos are downloaded at the same time. */
const photoDownloads = 8;

/** `work` on every item, at most `size` at a time, results in the items' order. */
async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

export interface SpeakerMerge {
  files: FilePlan;
  /** Speaker id by source id, for the sessions' `speakers`. */
  idsBySource: Map<string, number>;
}

/** Pairs each imported speaker with an existing file: same source first, then the same name. */
function matchSpeakers(existing: ExistingSpeaker[], programme: ImportedProgramme) {
  const matched = new Map<ImportedSpeaker, ExistingSpeaker>();
  const used = new Set<ExistingSpeaker>();
  for (const speaker of programme.speakers) {
    const source = `${programme.format}:${speaker.sourceId}`;
    const found = existing.find((e) => e.source === source);
    if (found) {
      matched.set(speaker, found);
      used.add(found);
    }
  }
  for (const speaker of programme.speakers) {
    if (matched.has(speaker)) continue;
    const found = existing.find((e) => !used.has(e) && !e.source && e.name === speaker.name);
    if (found) {
      matched.set(speaker, found);
      used.add(found);
    }
  }
  return matched;
}

export async function mergeSpeakers(
  project: Project,
  programme: ImportedProgramme,
  options: { defaultImage: string; fetch: Fetch | undefined },
  report: ChangeReport,
): Promise<SpeakerMerge> {
  const existing = readSpeakers(project);
  // A speaker file's `image` is a path under public/; one that leads outside the project
  // (`/../../tmp/x`) is neither read, replaced nor deleted.
  const outside = new Set(existing.filter((e) => e.image && !project.inside(`public${e.image}`)));
  for (const speaker of outside) {
    report.warnings.push(
      `${speaker.repoPath}: image ${shown(speaker.image)} leads outside the project's public/ folder; the import does not read, replace or delete it`,
    );
  }
  const files: FilePlan = new Map();
  const idsBySource = new Map<string, number>();
  const matched = matchSpeakers(existing, programme);
  // Ids of removed speakers are not given to new ones in the same run (pages and bookmarks use them).
  let nextId = Math.max(0, ...existing.map((e) => e.id).filter(Number.isFinite)) + 1;
  const takenNames = new Set(existing.map((e) => path.basename(e.repoPath, ".md")));

  const planned = programme.speakers.map((speaker) => {
    const old = matched.get(speaker);
    const id = old?.id ?? nextId++;
    idsBySource.set(speaker.sourceId, id);
    const repoPath =
      old?.repoPath ??
      `content/speakers/${unique(speakerFileName(speaker.name, id), takenNames)}.md`;
    return { speaker, old, id, repoPath };
  });
  // Several downloads at once: a Congress has 700 speakers, and each photo waits on the network.
  const photos = await inBatches(planned, photoDownloads, ({ speaker, old, repoPath }) =>
    decidePhoto(
      {
        name: speaker.name,
        url: speaker.photoUrl,
        image: old && !outside.has(old) ? old.image : undefined,
        photoSource: old && !outside.has(old) ? old.photoSource : undefined,
        imageExists: old?.image && !outside.has(old) ? project.exists(`public${old.image}`) : false,
        fileName: path.basename(repoPath, ".md"),
        defaultImage: options.defaultImage,
      },
      options.fetch,
    ),
  );

  for (const [index, { speaker, old, id, repoPath }] of planned.entries()) {
    const photo = photos[index]!;
    if (photo.warning) report.warnings.push(photo.warning);
    if (photo.file) files.set(photo.file.path, photo.file.bytes);

    const file = old?.file ?? newMarkdown();
    const changed = setFields(file.doc, {
      id,
      source: `${programme.format}:${speaker.sourceId}`,
      name: speaker.name,
      // Unknown in this export: what the organiser wrote stays.
      ...(speaker.title ? { title: speaker.title } : {}),
      ...(speaker.organization ? { organization: speaker.organization } : {}),
      ...(speaker.linkedin ? { linkedin: speaker.linkedin } : {}),
      ...(speaker.twitter ? { twitter: speaker.twitter } : {}),
      ...(speaker.website ? { website: speaker.website } : {}),
      image: photo.image,
      photoSource: photo.photoSource,
    });
    if (photo.file && !changed.includes("image")) changed.push("photo");
    const bio = speaker.bio ?? file.body;
    if (bio !== file.body) {
      file.body = bio;
      changed.push("bio");
    }
    if (!old) {
      files.set(repoPath, renderMarkdown(file));
      report.added.speakers.push(`${speaker.name} (id ${id})`);
    } else if (changed.length) {
      files.set(repoPath, renderMarkdown(file));
      report.changed.speakers.push(`${speaker.name} (${changed.join(", ")})`);
    }
  }

  const kept = new Set(matched.values());
  const removed = existing.filter(
    (e) => !kept.has(e) && e.source?.startsWith(`${programme.format}:`),
  );
  for (const speaker of removed) {
    files.set(speaker.repoPath, null);
    // A photo the import downloaded goes with the speaker; an organiser's own stays.
    if (speaker.photoSource && speaker.image && !outside.has(speaker)) {
      files.set(`public${speaker.image}`, null);
    }
    report.removed.speakers.push(`${speaker.name} (id ${speaker.id})`);
  }
  const orderFile = dropFromOrdering(project, new Set(removed.map((s) => s.id)), report);
  if (orderFile) files.set("content/speakers.yml", orderFile);
  return { files, idsBySource };
}

/** speakers.yml keeps its order; only the ids of removed speakers leave it. */
function dropFromOrdering(project: Project, ids: Set<number>, report: ChangeReport) {
  const text = project.read("content/speakers.yml");
  if (!text || !ids.size) return undefined;
  const doc = parseYamlMap(text, "content/speakers.yml");
  let changed = false;
  for (const list of ["keynotes", "chairs"]) {
    const seq = doc.get(list);
    if (!isSeq(seq)) continue;
    for (let index = seq.items.length - 1; index >= 0; index -= 1) {
      const value = Number(seq.get(index));
      if (ids.has(value)) {
        seq.delete(index);
        changed = true;
        report.notes.push(
          `speaker id ${value} left ${list} in content/speakers.yml (the speaker was removed)`,
        );
      }
    }
  }
  return changed ? doc.toString({ lineWidth: 0 }) : undefined;
}

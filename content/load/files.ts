// Build-only: reads the content's data files (YAML, and Markdown with YAML front matter) with Node
// fs, keeping each file's YAML document so that a problem can name the line it is on.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { isCollection, LineCounter, parseDocument, type Document } from "yaml";
import type { FieldPath, SourceFile } from "../content-types.ts";

/** The sample event's folder in the repository (docs/decisions/047): CONTENT_DIR's default. */
export const sampleEventFolder = "event";

/**
 * The folder that holds content/, private-content/ and public/: CONTENT_DIR when set (another
 * event's content, e.g. a folder an import wrote), else the sample event's folder, event/.
 */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CONTENT_DIR || sampleEventFolder);
}

/** Names the folder of the private area's plaintext (docs/deploy.md, "The private area"). */
export const privateContentVariable = "PRIVATE_CONTENT_DIR";

/** The repository path the readers use for the private files, whatever folder holds them. */
const privateFolder = "private-content";

/**
 * The fictional sample event's private plaintext, in the site's repository: what `npm start`'s
 * demo-password preview and the test builds encrypt, never an organiser's real data.
 */
export function samplePrivateContentDir(projectRoot = path.resolve()): string {
  return path.join(projectRoot, sampleEventFolder, privateFolder);
}

/**
 * The folder of the private area's plaintext. PRIVATE_CONTENT_DIR (absolute, or relative to the
 * project root, where npm runs) wins over every content root: a real event keeps its private
 * data out of the site's repository, which the editor's /admin/config.yml names to anyone.
 * Without it, the private-content/ beside content/ (the sample's in event/, without CONTENT_DIR).
 */
export function privateContentDir(
  where: ContentRoot = {},
  env: NodeJS.ProcessEnv = process.env,
): string {
  const chosen = env[privateContentVariable];
  if (chosen) return path.resolve(chosen);
  return path.join(path.resolve(where.root ?? contentDir(env)), privateFolder);
}

/** Why there is nothing to read, in one line naming the variable and the folder; else undefined. */
export function missingPrivateContentProblem(
  where: ContentRoot = {},
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const folder = privateContentDir(where, env);
  if (existsSync(folder) && statSync(folder).isDirectory()) return undefined;
  const why = env[privateContentVariable]
    ? `${privateContentVariable} names ${folder}, which is not a folder`
    : `${privateContentVariable} is not set and ${folder} is not a folder`;
  return `${why}: set ${privateContentVariable} to the folder that holds the private area's content.`;
}

/** Where the content is: the project folder, and optionally a folder whose files replace its files. */
export interface ContentRoot {
  /** The folder that holds content/, private-content/ and public/ (default: contentDir()). */
  root?: string;
  /**
   * A folder laid out like the event's folder (e.g. content/fixtures/<name>/content/home.yml): each
   * file in it replaces the event's file at the same path, or adds one to a folder collection.
   */
  overlay?: string;
}

/**
 * How a message names a file: relative to the event's folder when it is inside it
 * (`content/home.yml`), else relative to the working directory when inside that, else absolute.
 */
function shownPath(where: ContentRoot, absolute: string): string {
  for (const base of [path.resolve(where.root ?? contentDir()), process.cwd()]) {
    const relative = path.relative(base, absolute);
    if (!relative.startsWith("..") && !path.isAbsolute(relative)) {
      return relative.split(path.sep).join("/");
    }
  }
  return absolute;
}

/** Where a repository path is in the content root: private-content/... in privateContentDir(). */
function inRoot(where: ContentRoot, repoPath: string): string {
  if (repoPath === privateFolder || repoPath.startsWith(`${privateFolder}/`)) {
    return path.join(privateContentDir(where), repoPath.slice(privateFolder.length));
  }
  return path.resolve(where.root ?? contentDir(), repoPath);
}

/** The absolute path a repository path reads from: the overlay's copy when it has one. */
function locate(where: ContentRoot, repoPath: string): string {
  if (where.overlay) {
    const replaced = path.resolve(where.overlay, repoPath);
    if (existsSync(replaced)) return replaced;
  }
  return inRoot(where, repoPath);
}

/** Whether the content root (or its overlay) has the file. */
export function contentFileExists(where: ContentRoot, repoPath: string): boolean {
  return existsSync(locate(where, repoPath));
}

export function publicDirOf(where: ContentRoot): string {
  return path.resolve(where.root ?? contentDir(), "public");
}

/** Repository paths of the files with this extension in a folder (overlay included), sorted. */
export function listFolder(where: ContentRoot, folder: string, extension: string): string[] {
  const names = new Set<string>();
  const dirs = [inRoot(where, folder), where.overlay && path.resolve(where.overlay, folder)];
  for (const dir of dirs) {
    if (!dir || !existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith(extension)) names.add(name);
  }
  return [...names].sort().map((name) => `${folder}/${name}`);
}

/** Absolute paths of every file under the folders (overlay included). */
export function dataFiles(where: ContentRoot, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  for (const folder of folders) {
    walk(inRoot(where, folder));
    if (where.overlay) walk(path.resolve(where.overlay, folder));
  }
  return files;
}

/** Size and time of every file under the folders: a key that changes on any edit. */
export function contentFingerprint(where: ContentRoot, folders: readonly string[]): string {
  return dataFiles(where, folders)
    .map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join("\n");
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text[index] === "\n") line += 1;
  }
  return line;
}

/** The YAML parser's message without its own position and code frame (we print file:line). */
function yamlMessage(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

function parseYaml(file: string, source: string) {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(source, { lineCounter, prettyErrors: true });
  const problems = document.errors.map((error) => {
    const line = error.linePos?.[0]?.line;
    return `${file}${line ? `:${line}` : ""} › YAML syntax error: ${yamlMessage(error.message)}`;
  });
  const lineOf = (at: FieldPath): number | undefined => {
    for (let length = at.length; length >= 0; length -= 1) {
      const node = document.getIn(at.slice(0, length) as unknown[], true) as
        { range?: [number, number, number] } | undefined;
      if (node && typeof node === "object" && node.range) {
        // An empty map or list at the root has no useful position: name the first line.
        if (length === 0 && !isCollection(document.contents)) return 1;
        return lineCounter.linePos(node.range[0]).line;
      }
    }
    return undefined;
  };
  const data = problems.length ? undefined : withoutNulls(document.toJS() ?? {});
  return { data, problems, lineOf };
}

/** An empty field (`pronouns:` with nothing after it) means the field is absent. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null)
        .map(([key, item]) => [key, withoutNulls(item)]),
    );
  }
  return value;
}

function unreadable(file: string, message: string): SourceFile {
  return { file, data: undefined, problems: [`${file} › ${message}`], lineOf: () => undefined };
}

function readText(where: ContentRoot, repoPath: string): { file: string; text?: string } {
  const absolute = locate(where, repoPath);
  const file = shownPath(where, absolute);
  return existsSync(absolute) ? { file, text: readFileSync(absolute, "utf8") } : { file };
}

/** A YAML file whose top level is a map. */
export function readYamlFile(where: ContentRoot, repoPath: string): SourceFile {
  const { file, text } = readText(where, repoPath);
  if (text === undefined) return unreadable(file, "the file does not exist");
  const parsed = parseYaml(file, text);
  if (parsed.problems.length === 0 && !isPlainObject(parsed.data)) {
    return unreadable(file, "the file must hold a YAML map (lines of `field: value`)");
  }
  return { file, ...parsed };
}

/** A Markdown file: YAML front matter between `---` lines, then the body. */
export function readMarkdownFile(where: ContentRoot, repoPath: string): SourceFile {
  const { file, text } = readText(where, repoPath);
  if (text === undefined) return unreadable(file, "the file does not exist");
  if (!/^---\r?\n/.test(text)) {
    return unreadable(
      file,
      "the file must start with front matter: a line ---, fields, a line ---",
    );
  }
  // gray-matter finds the front matter; the `yaml` library parses it (below), not its js-yaml 3,
  // which would read a time such as 10:20 as a number.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  // The front matter text starts on the line of the opening ---, so its lines are the file's.
  const parsed = parseYaml(file, split.matter);
  if (parsed.problems.length === 0 && parsed.data !== undefined && !isPlainObject(parsed.data)) {
    return unreadable(file, "the front matter must be a YAML map (lines of `field: value`)");
  }
  const bodyStart = text.length - split.content.length;
  const leading = split.content.length - split.content.trimStart().length;
  return {
    file,
    ...parsed,
    body: split.content.trim(),
    bodyLine: lineAt(text, bodyStart + leading),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

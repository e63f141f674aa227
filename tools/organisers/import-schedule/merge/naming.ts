// File names and kinds for imported entries.
import type { EventKind } from "../../../../content/schema/programme.ts";

/** Lower-case Latin letters and digits joined by single hyphens; accents dropped, other scripts too. */
export function kebab(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Cut at a hyphen so that no word is split, at most `max` characters. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max + 1);
  const at = head.lastIndexOf("-");
  return (at > 10 ? head.slice(0, at) : slug.slice(0, max)).replace(/-+$/, "");
}

/** A short, stable piece of the source id: "JQ7LLM" -> "jq7llm", a UUID -> its first 8 digits. */
export function sourceSuffix(sourceId: string): string {
  const slug = kebab(sourceId).replace(/-/g, "");
  return slug.length > 8 ? slug.slice(0, 8) : slug || "x";
}

/**
 * The id (file name) of a newly imported session: the title in kebab case, cut to about 50
 * characters, plus a piece of the source id, so two sessions of the same title differ and a
 * retitled session keeps its file. A title with too few Latin letters becomes `session-<id>`.
 */
export function sessionFileId(title: string, sourceId: string): string {
  const slug = kebab(title);
  const latin = slug.replace(/[^a-z]/g, "").length;
  const suffix = sourceSuffix(sourceId);
  return latin >= 3 ? `${cut(slug, 50)}-${suffix}` : `session-${suffix}`;
}

/** The file name of a new speaker: the name in kebab case, or `speaker-<id>` for other scripts. */
export function speakerFileName(name: string, id: number): string {
  const slug = kebab(name);
  return slug.replace(/[^a-z]/g, "").length >= 3 ? cut(slug, 60) : `speaker-${id}`;
}

/** `base`, or `base-2`, `base-3`... whichever is not taken yet (and takes it). */
export function unique(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

/** What a session type or title says about the kind, most specific first. */
const kindWords: [RegExp, EventKind][] = [
  [/keynote/, "keynote"],
  [/panel|discussion|podium|fireside/, "panel"],
  [/registration|check-in|badge/, "registration"],
  [/lunch/, "lunch"],
  [/dinner/, "dinner"],
  [/reception|drinks|mixer|social/, "reception"],
  [/break|coffee|tea\b/, "break"],
  [/talk|lecture|presentation|session|lightning|short|long/, "talk"],
];

const mealsAndDesks = new Set<EventKind>(["lunch", "dinner", "reception", "registration"]);

/**
 * The site's kind for a session. The type (pretalx/frab `type`, Sessionize's "Session format")
 * decides; a service session or a type that says nothing is read from the title; talks are the
 * default. "breakout" is never derived: on the site it is a hub session with breakout rooms.
 */
export function kindOf(session: { type?: string; title: string; isService?: boolean }): EventKind {
  const fromType = kindWords.find(([words]) => words.test((session.type ?? "").toLowerCase()));
  const fromTitle = kindWords.find(([words]) => words.test(session.title.toLowerCase()));
  // A "Break" slot titled "Lunch" is the lunch: the title is the more specific there.
  if (fromType?.[1] === "break" && fromTitle && mealsAndDesks.has(fromTitle[1]))
    return fromTitle[1];
  if (fromType) return fromType[1];
  if (fromTitle && fromTitle[1] !== "talk") return fromTitle[1];
  return session.isService ? "other" : "talk";
}

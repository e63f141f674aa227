// The agenda as a link (docs/decisions/038-agenda-link.md): `/schedule#agenda=<code>`. The code
// (agenda-code.ts) is in the address's fragment, which the browser never sends to a server, so the
// selection leaves the browser only in the link itself. This module is the logic: the link of a
// set of sessions, the code in an address, what a code opens against the published index, and the
// agenda after "Add to my agenda" or "Replace my agenda". The page parts are
// shared-agenda-section.ts and share-dialog.ts.
import {
  agendaKeysOf,
  agendaKeysPath,
  sessionsOfCode,
  type AgendaKeyIndex,
} from "./agenda-code.ts";

/** The fragment's parameter: `#agenda=<code>`. */
export const agendaFragmentParameter = "agenda";

/** The page a share link opens: the whole programme (a large event's first day and its links). */
export const sharedAgendaPage = "/schedule";

/** The share link of a code, on the site at `origin` (the one the visitor uses). */
export function agendaLink(origin: string, code: string): string {
  return `${origin}${sharedAgendaPage}#${agendaFragmentParameter}=${code}`;
}

/**
 * The code an address's fragment carries (`#agenda=…`, maybe among other parameters), as written:
 * it may be no valid code. Null when the fragment has no agenda at all.
 */
export function codeOfFragment(hash: string): string | null {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (fragment === "") return null;
  try {
    return new URLSearchParams(fragment).get(agendaFragmentParameter);
  } catch {
    return null;
  }
}

/** The address without its agenda fragment (other fragment parameters are kept). */
export function withoutAgendaFragment(href: string): string {
  const url = new URL(href);
  const parameters = new URLSearchParams(url.hash.slice(1));
  parameters.delete(agendaFragmentParameter);
  url.hash = parameters.toString();
  // An empty fragment still leaves its "#" in the address.
  return url.hash === "" ? url.href.replace(/#$/, "") : url.href;
}

/** What a link opens. */
export type SharedAgenda =
  | { valid: false }
  | {
      valid: true;
      /** The session ids the programme still has, in the code's order. */
      ids: string[];
      /** Sessions of the link that the programme no longer has. */
      removed: number;
    };

/** What a code opens against the published index; never throws. */
export function openSharedAgenda(code: string, index: AgendaKeyIndex): SharedAgenda {
  const keys = agendaKeysOf(code);
  const ids = sessionsOfCode(code, index);
  if (!keys || !ids) return { valid: false };
  return { valid: true, ids, removed: keys.length - ids.length };
}

/** Whether a code is one at all, before the index is fetched (no request for a broken link). */
export const isAgendaCode = (code: string) => agendaKeysOf(code) !== null;

/**
 * The published index (agendaKeysPath), checked: a plain object of strings. Rejects when it cannot
 * be fetched or is not one.
 */
export async function fetchAgendaKeys(fetch: typeof globalThis.fetch): Promise<AgendaKeyIndex> {
  const response = await fetch(agendaKeysPath);
  if (!response.ok) throw new Error(`${response.status} for ${agendaKeysPath}`);
  const parsed: unknown = await response.json();
  if (
    !parsed ||
    typeof parsed !== "object" ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((id) => typeof id === "string")
  ) {
    throw new Error(`${agendaKeysPath} is not an index of sessions`);
  }
  return Object.assign(Object.create(null) as Record<string, string>, parsed);
}

/** The visitor's choice: the shared sessions added to their agenda, or in its place. */
export type SharedAgendaChoice = "add" | "replace";

/** The agenda after the choice: `current` first and then what it lacks, or the shared alone. */
export function agendaAfter(
  choice: SharedAgendaChoice,
  current: readonly string[],
  shared: readonly string[],
): string[] {
  return [...new Set(choice === "add" ? [...current, ...shared] : shared)];
}

/** "1 session" or "3 sessions". */
export const sessionCount = (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`;

/** What the section says a link opened, before the choice. */
export function sharedAgendaSummary(shared: SharedAgenda & { valid: true }): {
  count: string;
  removed?: string;
} {
  const { ids, removed } = shared;
  return {
    count:
      ids.length === 0
        ? removed === 0
          ? "This agenda link has no sessions."
          : "None of the sessions of this agenda link are in the programme any more."
        : `This agenda link has ${sessionCount(ids.length)}.`,
    ...(removed > 0 && ids.length > 0
      ? {
          removed: `${sessionCount(removed)} of this link ${removed === 1 ? "is" : "are"} no longer in the programme.`,
        }
      : {}),
  };
}

/** What the section says once the visitor has chosen. */
export function choiceResult(
  choice: SharedAgendaChoice,
  before: readonly string[],
  after: readonly string[],
): string {
  if (choice === "replace") {
    return `Your agenda now has the ${after.length} shared ${after.length === 1 ? "session" : "sessions"}.`;
  }
  const added = after.length - before.length;
  return added === 0
    ? `Your agenda already had these sessions (${sessionCount(after.length)} in all).`
    : `Added ${sessionCount(added)} to your agenda (${sessionCount(after.length)} in all).`;
}

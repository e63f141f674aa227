// An agenda as a short, stable code: the share link (`/schedule#agenda=<code>`) and the calendar
// feed (`/agenda.ics?s=<code>`) both carry it. Each session is a key of 7 URL-safe characters,
// the first 42 bits of the SHA-256 of its id, so a code needs no list of the event's sessions to
// be made, keeps its meaning when sessions are added or removed (a key no session has any more is
// skipped: the rest still opens), and is the same in the browser, a Worker and Node (Web Crypto).
// The build publishes which key is which session (agendaKeysPath) and refuses two sessions whose
// keys collide (about one in 10^6 for a Congress of 1,500 sessions).

/** The code's first character: its format, so a later format can read old links. */
export const agendaCodeVersion = "1";
/** Characters of one session's key. */
export const agendaKeyLength = 7;
/** Most sessions one code carries: beyond it a link is too long for a QR code to scan well. */
export const maximumAgendaSessions = 200;

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The key of one session id: 7 characters of base64url. */
export async function agendaKey(sessionId: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sessionId)),
  );
  let key = "";
  // 42 bits: six bits per character, taken from the digest's leading bytes.
  let bits = 0;
  let width = 0;
  for (const byte of digest) {
    bits = (bits << 8) | byte;
    width += 8;
    while (width >= 6 && key.length < agendaKeyLength) {
      width -= 6;
      key += alphabet[(bits >> width) & 63];
    }
    bits &= (1 << width) - 1;
    if (key.length === agendaKeyLength) break;
  }
  return key;
}

/** The code of a set of sessions: keys in a fixed order, so one agenda has one code. */
export async function agendaCode(sessionIds: Iterable<string>): Promise<string> {
  const keys = await Promise.all([...new Set(sessionIds)].map(agendaKey));
  return agendaCodeVersion + [...new Set(keys)].sort().join("");
}

/**
 * The keys a code carries, or null when it is no agenda code (another version, a character out
 * of the alphabet, a length that is not whole keys, too many sessions). Never throws.
 */
export function agendaKeysOf(code: unknown): string[] | null {
  if (typeof code !== "string" || !code.startsWith(agendaCodeVersion)) return null;
  const body = code.slice(agendaCodeVersion.length);
  if (body.length % agendaKeyLength !== 0) return null;
  if (body.length / agendaKeyLength > maximumAgendaSessions) return null;
  if (!/^[A-Za-z0-9_-]*$/.test(body)) return null;
  const keys: string[] = [];
  for (let at = 0; at < body.length; at += agendaKeyLength) {
    keys.push(body.slice(at, at + agendaKeyLength));
  }
  return [...new Set(keys)];
}

/** The published index: which key is which session id. */
export type AgendaKeyIndex = Readonly<Record<string, string>>;

/**
 * The session ids of a code that the programme still has, in the code's order; unknown keys
 * (sessions removed since the link was made) are left out. Null for a code that is no code.
 */
export function sessionsOfCode(code: unknown, index: AgendaKeyIndex): string[] | null {
  const keys = agendaKeysOf(code);
  if (!keys) return null;
  return keys.flatMap((key) => (Object.hasOwn(index, key) ? [index[key]!] : []));
}

/** The index of a programme's session ids; throws naming both sessions when two keys collide. */
export async function agendaKeyIndex(sessionIds: Iterable<string>): Promise<AgendaKeyIndex> {
  const index: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const id of new Set(sessionIds)) {
    const key = await agendaKey(id);
    const other = index[key];
    if (other !== undefined) {
      throw new Error(
        `Sessions "${other}" and "${id}" have the same agenda key (${key}): rename one of them.`,
      );
    }
    index[key] = id;
  }
  return index;
}

/** Where the build publishes the index (a JSON object, key → session id). */
export const agendaKeysPath = "/schedule/agenda-keys.json";

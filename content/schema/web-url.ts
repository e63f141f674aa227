// Web addresses in content, without zod: the content schemas (url-field.ts), the importer and the
// browser's register redirect (site/page-script/redirect.ts) all decide with this one check, so
// that what the build accepts is exactly what the page will follow (docs/decisions/025).

/**
 * The schemes a URL field may allow. `mailto:` is not one of them on purpose: e-mail addresses
 * have their own fields (settings.yml `contacts`), checked as addresses and against the one
 * e-mail domain, and the pages write the mailto: links themselves.
 */
export type WebScheme = "https" | "http";

/**
 * The longest address a field takes. Browsers and search engines handle about 2,000 characters
 * reliably; the longest link in the real exports we tried (39C3, FOSDEM 2025, a Sessionize
 * event) has 219.
 */
export const maxUrlLength = 2000;

/**
 * A character that a valid URL string (WHATWG URL Standard, "URL code points") never holds as it
 * is: anything outside the ASCII letters, digits and !$&'()*+,-./:;=?@_~%#[] and the non-ASCII
 * characters. That leaves out < > " ` \ { } | ^, spaces and control characters, which is what
 * lets an address close an HTML attribute or a <noscript> (`https://x/</noscript><script>`).
 * Stricter than the standard, also left out: every kind of white space (a no-break space is a
 * URL code point) and invisible format characters (bidirectional overrides, zero-width
 * characters), which make an address look like another one. Such characters belong in an
 * address percent-encoded (%3C for <, %20 for a space).
 */
const notInUrl =
  /[^A-Za-z0-9!$&'()*+,\-./:;=?@_~%#[\]\u00A0-\u{10FFFF}]|[\s\p{Cc}\p{Cf}\p{Cs}]|%(?![0-9A-Fa-f]{2})/u;

/** How a message names a character: "the character <", or "U+00A0" for one that does not show. */
function characterName(character: string): string {
  if (character === "%") return "a % that is not followed by two hexadecimal digits";
  if (character === " ") return "a space";
  if (/^[\x21-\x7E]$/u.test(character)) return `the character ${character}`;
  const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `the character U+${code}`;
}

/** The first character that no valid URL holds as it is, named in plain words; or undefined. */
function characterProblem(value: string): string | undefined {
  const bad = notInUrl.exec(value);
  return bad
    ? `${characterName(bad[0])} cannot be part of an address (write it percent-encoded, e.g. %3C for <)`
    : undefined;
}

/**
 * A `.` or `..` part of a path, written out or percent-encoded (`%2e%2E`): the browser and the
 * build resolve it, so `/images/../../private-content/discounts.yml` passes a `/images/` prefix
 * check and names a file outside the site.
 */
const dotSegment = /(?:^|\/)(?:\.|%2e){1,2}(?=\/|$)/i;

/**
 * Why `value` is not a path on this site (`/schedule`, `/images/x.webp`), in plain words; or
 * undefined. It starts with one / and never two: a browser reads `//evil.example` and
 * `/\evil.example` as an address on another site. It has no `.` or `..` part (dotSegment).
 */
export function sitePathProblem(value: string): string | undefined {
  if (!/^\/(?![/\\])/.test(value)) {
    return "a path on this site, starting with a single / (e.g. /schedule)";
  }
  if (value.length > maxUrlLength) {
    return `a path of at most ${maxUrlLength} characters; this one has ${value.length}`;
  }
  if (dotSegment.test(value.split(/[?#]/, 1)[0]!)) {
    return 'a path without "." or ".." parts, which step out of the folder the path names';
  }
  return characterProblem(value);
}

/** "an address starting with https://" or "... with https:// or http://". */
export function expectedAddress(schemes: readonly WebScheme[]): string {
  return `an address starting with ${schemes.map((scheme) => `${scheme}://`).join(" or ")}`;
}

/**
 * Why `value` is not a web address of one of `schemes`, in plain words; undefined when it is
 * one. It must be at most maxUrlLength characters, hold only characters a valid URL may hold,
 * parse with the URL parser the browser uses, have one of the schemes written out in full with
 * its // (`https:example.com` parses, but reads as a mistake), and carry no user name or
 * password (`https://tickets.example@evil.example` goes to evil.example).
 */
export function webUrlProblem(value: string, schemes: readonly WebScheme[]): string | undefined {
  const expected = expectedAddress(schemes);
  if (value.length > maxUrlLength) {
    return `${expected}, at most ${maxUrlLength} characters; this one has ${value.length}`;
  }
  const bad = characterProblem(value);
  if (bad) return `${expected}; ${bad}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${expected}; this is not an address`;
  }
  const scheme = url.protocol.slice(0, -1);
  if (!(schemes as readonly string[]).includes(scheme)) {
    return `${expected}; ${scheme}: addresses are not allowed here`;
  }
  if (!new RegExp(`^${scheme}://`, "i").test(value)) return `${expected}, written out in full`;
  if (url.username || url.password) {
    return `${expected}, without a user name or password before an @ (they hide where the link goes)`;
  }
  return undefined;
}

/** True for a string that webUrlProblem accepts. */
export function isWebUrl(value: unknown, schemes: readonly WebScheme[]): value is string {
  return typeof value === "string" && webUrlProblem(value, schemes) === undefined;
}

/**
 * An address as the URL parser writes it (`new URL(x).href`), with the characters that the parser
 * leaves as they are but a valid URL string percent-encodes (| ^ { } ` \ in a query or fragment,
 * a % without two hex digits) percent-encoded, so that it passes webUrlProblem. For addresses
 * from other tools (the importer); an organiser's own address is checked, not rewritten.
 */
export function asValidUrlString(href: string): string {
  return href.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9!$&'()*+,\-./:;=?@_~%#[\]]/g, (character) =>
    [...new TextEncoder().encode(character)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
      .join(""),
  );
}

/** What a URI (RFC 3986) holds as it is after its host: the rest is percent-encoded. */
const notInUri = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]|%(?![0-9A-Fa-f]{2})/gu;

/**
 * An http(s) address as a URI (RFC 3986: what JSON Schema's `format: uri` takes, and every URL
 * parser): read by the URL parser the browser uses (WHATWG), which puts the host in its ASCII
 * form and percent-encodes spaces and non-ASCII text, then with the characters it leaves as they
 * are but a URI may not hold percent-encoded too: [ and ] after the host, | { } ^ ` \ in a
 * query or fragment, a second #, a % without two hexadecimal digits. An empty query or fragment
 * (a trailing ? or #) is left out. Undefined for anything that is not an http(s) address with a
 * host. The same address gives the same URI every time, and a URI is its own.
 */
export function asWebUri(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.host) return undefined;
  const encode = (part: string) =>
    part.replace(notInUri, (character) =>
      [...new TextEncoder().encode(character)]
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
        .join(""),
    );
  const userInfo =
    url.username || url.password
      ? `${encode(url.username)}${url.password ? `:${encode(url.password)}` : ""}@`
      : "";
  const query = url.search.length > 1 ? `?${encode(url.search.slice(1))}` : "";
  const fragment = url.hash.length > 1 ? `#${encode(url.hash.slice(1))}` : "";
  return `${url.protocol}//${userInfo}${url.host}${encode(url.pathname)}${query}${fragment}`;
}

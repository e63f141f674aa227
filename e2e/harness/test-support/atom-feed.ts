// Test support: an Atom feed read two ways (docs/decisions/040-programme-history.md). A feed
// reader's parser (@rowanmanning/feed-parser, lenient as readers are) for what a subscriber gets,
// and RFC 4287's requirements checked on the XML itself (fast-xml-parser), which a lenient parser
// would let pass: the namespace, one id, title and updated on the feed and on every entry, an
// author, RFC 3339 dates, absolute and unique ids.
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser } from "fast-xml-parser";

const atomNamespace = "http://www.w3.org/2005/Atom";
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The feed as a feed reader parses it. */
export const readFeed = (xml: string) => parseFeed(xml);

type Element = Record<string, unknown>;
const list = (value: unknown): Element[] =>
  value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as Element[]);
const text = (value: unknown) =>
  typeof value === "object" && value !== null
    ? String((value as Element)["#text"] ?? "")
    : String(value ?? "");

/** What the XML lacks of RFC 4287; an empty list for a valid Atom feed. */
export function atomProblems(xml: string): string[] {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    cdataPropName: "#cdata",
  }).parse(xml) as Element;
  const feed = parsed.feed as Element | undefined;
  if (!feed) return ["the root element is not <feed>"];
  const problems: string[] = [];
  if (feed["@xmlns"] !== atomNamespace)
    problems.push(`<feed> is not in the ${atomNamespace} namespace`);
  const one = (element: Element, name: string, where: string) => {
    const count = list(element[name]).length;
    if (count !== 1) problems.push(`${where} has ${count} <${name}>, not one`);
  };
  for (const name of ["id", "title", "updated"]) one(feed, name, "<feed>");
  const dateOf = (element: Element, name: string, where: string) => {
    const value = text(element[name]);
    if (element[name] !== undefined && !rfc3339.test(value)) {
      problems.push(`${where} <${name}> ${value} is not an RFC 3339 date`);
    }
  };
  dateOf(feed, "updated", "<feed>");
  const entries = list(feed.entry);
  const feedHasAuthor = list(feed.author).some((author) => text(author.name));
  const ids = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    for (const name of ["id", "title", "updated"]) one(entry, name, where);
    dateOf(entry, "updated", where);
    dateOf(entry, "published", where);
    const id = text(entry.id);
    if (!/^[a-z][a-z0-9+.-]*:/i.test(id))
      problems.push(`${where}'s id ${id} is not an absolute IRI`);
    if (ids.has(id)) problems.push(`${where}'s id ${id} is another entry's`);
    ids.add(id);
    if (!feedHasAuthor && !list(entry.author).some((author) => text(author.name))) {
      problems.push(`${where} has no author, and neither has the feed`);
    }
    const alternate = list(entry.link).some(
      (link) => (link["@rel"] ?? "alternate") === "alternate",
    );
    if (entry.content === undefined && !alternate) {
      problems.push(`${where} has neither <content> nor an alternate <link>`);
    }
  });
  return problems;
}

// The route manifest's address patterns, as React Router writes them: "/speakers/:id" (one
// parameter per path segment) and "*" for the route that answers every other address. Imports
// nothing, like the manifest itself.

/** The pattern of the route that answers any address no other route matches. */
export const catchAllPattern = "*";

const segmentsOf = (sitePath: string) => sitePath.split("/").filter(Boolean);

const isParameter = (segment: string) => segment.startsWith(":");

/** Whether a pattern stands for many pages, one per value of its parameters ("/speakers/:id"). */
export function hasParameters(pattern: string): boolean {
  return segmentsOf(pattern).some(isParameter);
}

/**
 * Whether a site path is an address of the pattern: the same segments, a parameter standing for
 * any one segment. The catch-all pattern matches every path. A trailing slash does not count.
 */
export function matchesPattern(pattern: string, sitePath: string): boolean {
  if (pattern === catchAllPattern) return true;
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(sitePath);
  return (
    sitePath.startsWith("/") &&
    expected.length === actual.length &&
    expected.every((segment, index) => isParameter(segment) || segment === actual[index])
  );
}

/**
 * The site path of one page of a pattern: "/speakers/:id" with `{ id: 7 }` is "/speakers/7". The
 * values go into the path as they are, as the pages' own links write them (the content's ids and
 * slugs); a parameter without a value is a mistake in the caller, so it throws.
 */
export function fillPattern(pattern: string, values: Readonly<Record<string, string | number>>) {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return String(value);
  });
}

/** A pattern with `*` for each parameter, as the offline worker's page list writes it. */
export function wildcardPattern(pattern: string): string {
  return pattern.replace(/:\w+/g, "*");
}

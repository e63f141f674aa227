// What an island's prerendered HTML and its browser entry agree on (docs/decisions/020-islands.md).

/** The element an island hydrates: `<div data-island="<name>">`. */
export const islandAttribute = "data-island";
/** The URL of the island's entry, which the page script imports (framework/islands/load-islands.ts). */
export const islandSourceAttribute = "data-island-src";
/** The island's props as JSON: `<script type="application/json" data-island-props="<name>">`. */
export const islandPropsAttribute = "data-island-props";
/** Set on the island's element once React has hydrated it (tests wait for it). */
export const islandHydratedAttribute = "data-island-hydrated";

/**
 * Fails unless `value` reads back from JSON as itself: the browser hydrates with the parsed props,
 * and a Date that came back as a string would render differently from the prerendered HTML.
 * Object keys whose value is undefined are allowed: JSON leaves them out, and they read the same.
 */
function assertPlainJson(value: unknown, where: string): void {
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (Number.isFinite(value)) return;
    throw new Error(`${where} is ${value}, which JSON cannot carry.`);
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item === undefined) throw new Error(`${where}[${index}] is undefined.`);
      assertPlainJson(item, `${where}[${index}]`);
    });
    return;
  }
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) assertPlainJson(item, `${where}.${key}`);
    }
    return;
  }
  const kind = typeof value === "object" ? value.constructor?.name : typeof value;
  throw new Error(`${where} is a ${kind}: an island's props must be plain JSON data.`);
}

/** The props as JSON text that cannot end the <script> element it sits in. */
export function serialiseIslandProps(name: string, props: object): string {
  assertPlainJson(props, `The props of island "${name}"`);
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

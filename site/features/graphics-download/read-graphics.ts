// A hand-written runtime check of the decrypted graphics catalogue (zod stays out of the browser
// bundle). The build makes the catalogue with the full schema; this guards the page against data
// it cannot show, and names the first problem so the error message says what is wrong.
import type { GraphicsCatalogue, GraphicsKind } from "#content/schema/private.ts";

export type ReadResult =
  { ok: true; catalogue: GraphicsCatalogue } | { ok: false; message: string };

const kinds: readonly GraphicsKind[] = ["speakers", "sponsors", "urlPosters"];

/** Every graphic is a same-origin file under /graphics/private_*: nothing else becomes a link. */
const graphicPath = /^\/graphics\/private_[a-z_]+\/[^/?#\\]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function itemProblem(item: unknown, name: string): string | null {
  if (!isRecord(item)) return `${name} is not an object`;
  for (const field of ["name", "filename", "size", "path"] as const) {
    const text = item[field];
    if (typeof text !== "string" || text.trim() === "") return `${name} has no ${field}`;
  }
  if (!graphicPath.test(item.path as string))
    return `${name} has the path "${String(item.path)}", expected one under /graphics/private_`;
  if (typeof item.isPackage !== "boolean") return `${name} does not say whether it is a package`;
  for (const field of ["originalName", "variant"] as const) {
    if (item[field] !== undefined && typeof item[field] !== "string")
      return `${name} has a ${field} that is not text`;
  }
  return null;
}

function problemWith(value: unknown): string | null {
  if (!isRecord(value)) return "the graphics catalogue is not an object";
  for (const kind of kinds) {
    const items = value[kind];
    if (!Array.isArray(items)) return `the catalogue has no list of ${kind}`;
    for (const [index, item] of items.entries()) {
      const problem = itemProblem(item, `${kind} item ${index + 1}`);
      if (problem) return problem;
    }
  }
  const { packages } = value;
  if (!isRecord(packages)) return "the catalogue has no download-all packages";
  for (const kind of kinds) {
    const problem = itemProblem(packages[kind], `the ${kind} package`);
    if (problem) return problem;
  }
  return null;
}

export function readGraphicsCatalogue(value: unknown): ReadResult {
  const problem = problemWith(value);
  return problem === null
    ? { ok: true, catalogue: value as GraphicsCatalogue }
    : { ok: false, message: problem };
}

// The tabs of the Graphics Download page (docs/product/specification.md §2, §4 "Graphics page"):
// speakers (the default), sponsors and url, plus irl, which is disabled until IRL posters exist.
import type { GraphicsKind } from "#content/schema/private.ts";

export type GraphicsTabId = "speakers" | "sponsors" | "url" | "irl";

export interface GraphicsTab {
  id: Exclude<GraphicsTabId, "irl">;
  /** The catalogue list this tab shows. */
  kind: GraphicsKind;
  label: string;
  /** What the tab holds, in the search placeholder: "Search speaker graphics...". */
  noun: string;
  /** Heading of the tab's "download all" card. */
  bulkHeading: string;
}

export const graphicsTabs: readonly GraphicsTab[] = [
  {
    id: "speakers",
    kind: "speakers",
    label: "Speaker Graphics",
    noun: "speaker graphics",
    bulkHeading: "NEED ALL SPEAKER GRAPHICS?",
  },
  {
    id: "sponsors",
    kind: "sponsors",
    label: "Sponsor Graphics",
    noun: "sponsor graphics",
    bulkHeading: "NEED ALL SPONSOR GRAPHICS?",
  },
  {
    id: "url",
    kind: "urlPosters",
    label: "URL Posters",
    noun: "URL posters",
    bulkHeading: "NEED ALL URL POSTERS?",
  },
];

export const irlTab = { id: "irl", label: "IRL Posters (Coming Soon)", disabled: true } as const;

export const defaultTabId: GraphicsTab["id"] = "speakers";

export function searchPlaceholder(tab: GraphicsTab): string {
  return `Search ${tab.noun}...`;
}

/** The debug line: "Tab: speakers · 58 items · 58 shown". */
export function debugLine(tabId: string, total: number, shown: number): string {
  return `Tab: ${tabId} · ${total} ${total === 1 ? "item" : "items"} · ${shown} shown`;
}

import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/shared/lib/page-meta.ts";

// The meta tags of a day's list and grid pages (routes/schedule-day.tsx, schedule-day-grid.tsx).
// Apart from their loader, which is build-only: `meta` runs in the browser too.

type StructuredData = Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];

/**
 * The meta tags of a day's page, from its loader data as the route's `meta` gets it (serialised:
 * TypeScript cannot compare that type of the JSON-LD with the loader's own).
 */
export const dayPageMeta = (data: {
  title: string;
  description: string;
  path: string;
  structuredData: unknown;
}): MetaDescriptor[] => [
  ...pageMeta({ title: data.title, description: data.description, path: data.path }),
  { "script:ld+json": data.structuredData as StructuredData },
];

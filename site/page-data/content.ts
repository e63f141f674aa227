// Build time: how the pages and site/page-data/ read the content, from Astro's content collections
// (site/content.config.ts), whose loaders take it from our checked reader. A list collection gives
// its entries' data in the content's order; a single-value collection (the sponsorship offer, the
// venue's information, ...) gives its one entry's data.
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from "astro:content";
import { singleEntryId } from "./checked-loader.ts";

/** The collections that hold one value, under `singleEntryId`, rather than a list. */
type SingleCollection =
  | "speakerOrdering"
  | "venueInfo"
  | "sponsorship"
  | "getInvolved"
  | "journalIntro"
  | "programmeHistory";

type ListCollection = Exclude<CollectionKey, SingleCollection>;

/**
 * The data of a list collection's entries, in the content's order: a list entry's id is its
 * position (site/content.config.ts), and getCollection() does not promise any order.
 */
export async function listOf<C extends ListCollection>(
  name: C,
): Promise<CollectionEntry<C>["data"][]> {
  return (await getCollection(name))
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((entry) => entry.data);
}

/** The value a single-value collection holds. */
export async function singleOf<C extends SingleCollection>(
  name: C,
): Promise<CollectionEntry<C>["data"]> {
  const entry = await getEntry(name, singleEntryId);
  if (!entry) throw new Error(`The collection "${name}" has no entry "${singleEntryId}".`);
  return entry.data;
}

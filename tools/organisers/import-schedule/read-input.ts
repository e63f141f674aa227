// The importer's input: a file path or an http(s) URL, read as text. What the text is (JSON or
// XML, and which tool's) is decided by detect-format.ts from the content, never the name.
// A URL is downloaded with limits (download.ts): a scheduled import must end, whatever the
// server does.
import { readFile } from "node:fs/promises";
import { download, httpOnly, type DownloadLimits, type Fetch } from "./download.ts";
import { ImportError } from "./model.ts";

/**
 * The limits of the export's download: the largest real export we tried (39C3, 895 events) is
 * 2.6 MB, and a tool answers in seconds. The address is the organiser's, so it may be on their
 * own network (a pretalx inside the organisation); only photo addresses must be public.
 */
export const exportLimits: DownloadLimits = {
  timeoutMs: 60_000,
  maxBytes: 50_000_000,
  maxRedirects: 5,
};

export async function readInput(
  source: string,
  fetchFn: Fetch = fetch,
  limits: DownloadLimits = exportLimits,
): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    let bytes: Buffer;
    try {
      bytes = await download(source, fetchFn, limits, httpOnly);
    } catch (error) {
      throw new ImportError([`${source}: could not be downloaded (${(error as Error).message})`]);
    }
    return new TextDecoder().decode(bytes);
  }
  try {
    return await readFile(source, "utf8");
  } catch (error) {
    throw new ImportError([
      `${source}: could not be read (${(error as NodeJS.ErrnoException).code})`,
    ]);
  }
}

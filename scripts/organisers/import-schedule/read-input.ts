// The importer's input: a file path or an http(s) URL, read as text. What the text is (JSON or
// XML, and which tool's) is decided by detect-format.ts from the content, never the name.
import { readFile } from "node:fs/promises";
import { ImportError } from "./model.ts";

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export async function readInput(source: string, fetchFn: Fetch = fetch): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetchFn(source);
    } catch (error) {
      throw new ImportError([`${source}: could not be fetched (${(error as Error).message})`]);
    }
    if (!response.ok) throw new ImportError([`${source}: the server answered ${response.status}`]);
    return response.text();
  }
  try {
    return await readFile(source, "utf8");
  } catch (error) {
    throw new ImportError([
      `${source}: could not be read (${(error as NodeJS.ErrnoException).code})`,
    ]);
  }
}

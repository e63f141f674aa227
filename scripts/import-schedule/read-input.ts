// The importer's input: a file path or an http(s) URL, parsed as JSON.
import { readFile } from "node:fs/promises";
import { ImportError } from "./model.ts";

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export async function readInput(source: string, fetchFn: Fetch = fetch): Promise<unknown> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetchFn(source);
    } catch (error) {
      throw new ImportError([`${source}: could not be fetched (${(error as Error).message})`]);
    }
    if (!response.ok) throw new ImportError([`${source}: the server answered ${response.status}`]);
    text = await response.text();
  } else {
    try {
      text = await readFile(source, "utf8");
    } catch (error) {
      throw new ImportError([
        `${source}: could not be read (${(error as NodeJS.ErrnoException).code})`,
      ]);
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ImportError([`${source}: is not JSON (${(error as Error).message})`]);
  }
}

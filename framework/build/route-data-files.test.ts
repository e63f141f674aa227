import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeRouteDataFiles } from "./route-data-files.ts";

let client: string | undefined;
afterEach(() => {
  if (client) rmSync(client, { recursive: true, force: true });
});

function write(file: string, text = "") {
  mkdirSync(path.dirname(path.join(client!, file)), { recursive: true });
  writeFileSync(path.join(client!, file), text);
}

describe("removeRouteDataFiles", () => {
  it("deletes React Router's .data files at every depth, and nothing else", async () => {
    client = mkdtempSync(path.join(tmpdir(), "route-data-"));
    for (const file of ["_.data", "schedule.data", "speakers/7.data", "sessions/a/b.data"]) {
      write(file, '[{"photoSource":"https://x.example/a.jpg"}]');
    }
    const kept = ["index.html", "speakers/7/index.html", "data/private.json", "schedule.json"];
    for (const file of kept) write(file);

    expect(await removeRouteDataFiles(client)).toEqual([
      "_.data",
      "schedule.data",
      "sessions/a/b.data",
      "speakers/7.data",
    ]);
    for (const file of ["_.data", "schedule.data", "speakers/7.data", "sessions/a/b.data"]) {
      expect(existsSync(path.join(client, file)), file).toBe(false);
    }
    for (const file of kept) expect(existsSync(path.join(client, file)), file).toBe(true);
    expect(await removeRouteDataFiles(client)).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { precacheLines, splitPrecacheList } from "./precache-list.ts";

describe("the precache list", () => {
  const worker =
    'self.x=1;precacheAndRoute([{"revision":null,"url":"assets/tabs-[hash].js"},{"revision":"4427194e8170c548b9ad0e220de72c27","url":"/speakers/51"},{"revision":null,"url":"assets/page-script-[hash].js"}]);go()';

  it("is taken out of the worker's code", () => {
    const split = splitPrecacheList(worker)!;
    expect(split.code).toBe("self.x=1;precacheAndRoute([precache list]);go()");
    expect(split.entries).toHaveLength(3);
    expect(splitPrecacheList("no list here")).toBe(undefined);
  });

  it("is compared sorted, with its revisions masked", () => {
    expect(precacheLines(splitPrecacheList(worker)!.entries)).toEqual([
      "/speakers/51 revision [masked]",
      "assets/page-script-[hash].js",
      "assets/tabs-[hash].js",
    ]);
  });
});

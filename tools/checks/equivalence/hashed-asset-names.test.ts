// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  matchAssetNames,
  nameRewriter,
  parseHashedAsset,
  provisionalAssetNames,
} from "./hashed-asset-names.ts";

describe("parseHashedAsset", () => {
  it("splits an asset's name into its stem and its hash, a hash that starts with - too", () => {
    expect(parseHashedAsset("assets/page-script-CuY75xzR.js")).toEqual({
      file: "assets/page-script-CuY75xzR.js",
      stem: "assets/page-script.js",
      hash: "CuY75xzR",
    });
    expect(parseHashedAsset("assets/page-meta--bxdWpqE.js")?.stem).toBe("assets/page-meta.js");
    expect(parseHashedAsset("assets/root-3uQHKO09.css")?.stem).toBe("assets/root.css");
  });

  it("leaves files outside assets/ alone, generated image sizes included", () => {
    expect(parseHashedAsset("images/generated/speakers/sakura-ishikawa-bell-360.avif")).toBe(
      undefined,
    );
    expect(parseHashedAsset("sw.js")).toBe(undefined);
  });
});

describe("matchAssetNames", () => {
  const content: Record<string, string> = {
    "assets/schedule-1EDuGL75.js": "route module: the schedule page",
    "assets/schedule-CFT0rYDM.js": "island: the schedule's island code",
    "assets/schedule-Zz000000.js": "island: the schedule's island code, refactored",
    "assets/schedule-Yy111111.js": "route module: the schedule page",
  };
  const contentOf = (_side: "base" | "head", file: string) => content[file] ?? "";

  it("names a stem used once as <stem>-[hash], whatever its hash on each side", () => {
    const names = matchAssetNames(
      ["assets/tabs-B7_tReQp.js"],
      ["assets/tabs-Q8D3Q7wp.js"],
      contentOf,
    );
    expect(names.base.get("assets/tabs-B7_tReQp.js")).toBe("assets/tabs-[hash].js");
    expect(names.head.get("assets/tabs-Q8D3Q7wp.js")).toBe("assets/tabs-[hash].js");
  });

  it("pairs the chunks that share a stem by content: identical first, then the most alike", () => {
    const names = matchAssetNames(
      ["assets/schedule-1EDuGL75.js", "assets/schedule-CFT0rYDM.js"],
      ["assets/schedule-Yy111111.js", "assets/schedule-Zz000000.js"],
      contentOf,
    );
    expect(names.head.get("assets/schedule-Yy111111.js")).toBe(
      names.base.get("assets/schedule-1EDuGL75.js"),
    );
    expect(names.head.get("assets/schedule-Zz000000.js")).toBe(
      names.base.get("assets/schedule-CFT0rYDM.js"),
    );
    expect(new Set(names.base.values())).toEqual(
      new Set(["assets/schedule-[hash#1].js", "assets/schedule-[hash#2].js"]),
    );
  });

  it("gives a chunk without a partner a name of its own side", () => {
    const names = matchAssetNames(
      ["assets/schedule-1EDuGL75.js", "assets/schedule-CFT0rYDM.js"],
      ["assets/schedule-Yy111111.js"],
      contentOf,
    );
    expect(names.base.get("assets/schedule-CFT0rYDM.js")).toBe("assets/schedule-[hash#base-1].js");
  });
});

describe("nameRewriter", () => {
  const rewriter = nameRewriter(
    new Map([
      ["assets/event-time-CWUArK5E.js", "assets/event-time-[hash].js"],
      ["assets/island-event-time-CWUArK5E.js", "assets/island-event-time-[hash].js"],
      ["assets/manifest-40e1e5cf.js", "assets/manifest-[hash].js"],
    ]),
  );

  it("rewrites names wherever they stand, and never inside a longer name", () => {
    expect(
      rewriter.rewrite(
        '<script src="/assets/event-time-CWUArK5E.js"></script>import"./island-event-time-CWUArK5E.js"',
      ),
    ).toEqual({
      text: '<script src="/assets/event-time-[hash].js"></script>import"./island-event-time-[hash].js"',
      replaced: 2,
    });
  });

  it("rewrites the quoted version React Router names its manifest by", () => {
    expect(
      rewriter.rewrite('{"version":"40e1e5cf","url":"/assets/manifest-40e1e5cf.js"}').text,
    ).toBe('{"version":"[version]","url":"/assets/manifest-[hash].js"}');
  });

  it("leaves a text without hashed names as it is", () => {
    expect(nameRewriter(provisionalAssetNames([])).rewrite("CWUArK5E")).toEqual({
      text: "CWUArK5E",
      replaced: 0,
    });
  });
});

import { describe, expect, it } from "vitest";
import { readGraphicsCatalogue } from "./read-graphics.ts";
import { testCatalogue } from "./test-catalogue.ts";

const withSpeaker = (speaker: unknown) => ({
  ...testCatalogue,
  speakers: [testCatalogue.speakers[0], speaker],
});

describe("readGraphicsCatalogue", () => {
  it("accepts the catalogue the build makes", () => {
    expect(readGraphicsCatalogue(testCatalogue)).toEqual({ ok: true, catalogue: testCatalogue });
  });

  it("names the first problem", () => {
    const cases: [unknown, string][] = [
      [null, "the graphics catalogue is not an object"],
      [{ ...testCatalogue, sponsors: "nope" }, "the catalogue has no list of sponsors"],
      [withSpeaker("x"), "speakers item 2 is not an object"],
      [withSpeaker({ ...testCatalogue.speakers[1], size: "" }), "speakers item 2 has no size"],
      [
        withSpeaker({ ...testCatalogue.speakers[1], path: "javascript:alert(1)" }),
        'speakers item 2 has the path "javascript:alert(1)", expected one under /graphics/private_',
      ],
      [
        withSpeaker({ ...testCatalogue.speakers[1], path: "/graphics/private_speakers/../x.png" }),
        'speakers item 2 has the path "/graphics/private_speakers/../x.png", expected one under /graphics/private_',
      ],
      [
        withSpeaker({ ...testCatalogue.speakers[1], isPackage: "no" }),
        "speakers item 2 does not say whether it is a package",
      ],
      [
        withSpeaker({ ...testCatalogue.speakers[1], variant: 3 }),
        "speakers item 2 has a variant that is not text",
      ],
      [{ ...testCatalogue, packages: undefined }, "the catalogue has no download-all packages"],
      [
        { ...testCatalogue, packages: { ...testCatalogue.packages, urlPosters: undefined } },
        "the urlPosters package is not an object",
      ],
    ];
    for (const [value, message] of cases) {
      expect(readGraphicsCatalogue(value)).toEqual({ ok: false, message });
    }
  });
});

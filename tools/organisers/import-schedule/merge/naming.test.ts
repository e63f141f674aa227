import { describe, expect, it } from "vitest";
import { kebab, kindOf, sessionFileId, speakerFileName, unique } from "./naming.ts";

describe("file names", () => {
  it("makes kebab-case ids from titles, with a piece of the source id", () => {
    expect(kebab("Ünïcode & Straße: 2025!")).toBe("unicode-strasse-2025");
    expect(sessionFileId("Streaming joins without tears", "STRJ9C")).toBe(
      "streaming-joins-without-tears-strj9c",
    );
    expect(
      sessionFileId(
        "A very long title that goes on and on about data quality in public services",
        "1234",
      ),
    ).toBe("a-very-long-title-that-goes-on-and-on-about-data-1234");
    expect(sessionFileId("データ品質の七つの習慣", "JPQ2DX")).toBe("session-jpq2dx");
    expect(sessionFileId("Talk", "8079583e-8321-506c-95af-fd2903a5f075")).toBe("talk-8079583e");
  });

  it("names speakers by name, or by id in other scripts, and never twice", () => {
    expect(speakerFileName("Teodor Wrzesiński", 6)).toBe("teodor-wrzesinski");
    expect(speakerFileName("山田 花子", 7)).toBe("speaker-7");
    const taken = new Set(["ana-lima"]);
    expect(unique("ana-lima", taken)).toBe("ana-lima-2");
    expect(unique("ana-lima", taken)).toBe("ana-lima-3");
  });
});

describe("kindOf", () => {
  it.each([
    [{ type: "Keynote", title: "Opening" }, "keynote"],
    [{ type: "Panel discussion", title: "Ethics" }, "panel"],
    [{ type: "Talk", title: "Lunch and learn" }, "talk"],
    [{ type: "Break", title: "Lunch" }, "lunch"],
    [{ type: "Break", title: "Afternoon pause" }, "break"],
    [{ title: "Registration and breakfast", isService: true }, "registration"],
    [{ title: "Room change", isService: true }, "other"],
    [{ type: "Workshop", title: "Bring your own dataset" }, "talk"],
  ] as const)("%o is a %s", (session, kind) => {
    expect(kindOf(session)).toBe(kind);
  });
});

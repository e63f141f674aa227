import { describe, expect, it } from "vitest";
import { serialiseIslandProps } from "./island-props.ts";

describe("serialiseIslandProps", () => {
  it("reads back as the same props", () => {
    const props = { days: [{ slug: "wed", label: "Wednesday" }], count: 3, open: true, note: null };
    expect(JSON.parse(serialiseIslandProps("schedule", props))).toEqual(props);
  });

  it("cannot close the <script> element it sits in, and still reads back", () => {
    const props = { title: "</script><script>alert(1)</script>", line: "a\u2028b\u2029c" };
    const text = serialiseIslandProps("schedule", props);
    expect(text).not.toContain("</script");
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(props);
  });

  it("leaves out object keys whose value is undefined, as JSON does", () => {
    expect(serialiseIslandProps("schedule", { image: undefined, id: 1 })).toBe('{"id":1}');
  });

  it("refuses what JSON would change, naming the island and the place", () => {
    expect(() => serialiseIslandProps("schedule", { days: [{ start: new Date(0) }] })).toThrow(
      'The props of island "schedule".days[0].start is a Date',
    );
    expect(() => serialiseIslandProps("schedule", { rooms: new Map() })).toThrow(/rooms is a Map/);
    expect(() => serialiseIslandProps("schedule", { ids: [1, undefined] })).toThrow(
      /ids\[1\] is undefined/,
    );
    expect(() => serialiseIslandProps("schedule", { ratio: Number.NaN })).toThrow(/ratio is NaN/);
    expect(() => serialiseIslandProps("schedule", { onClick: () => {} })).toThrow(
      /onClick is a function/,
    );
  });
});

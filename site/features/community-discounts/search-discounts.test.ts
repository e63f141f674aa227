import { describe, expect, it } from "vitest";
import type { DiscountEntry } from "#content/schema/private.ts";
import {
  describeTerms,
  groupByType,
  isBlankQuery,
  maxQueryLength,
  normaliseQuery,
  searchDiscounts,
} from "./search-discounts.ts";

const entry = (organization: string, code: string, type: DiscountEntry["type"]): DiscountEntry => ({
  organization,
  code,
  url: `https://tickets.example/?code=${code}`,
  type,
});

const entries: DiscountEntry[] = [
  entry("Brightmoor Labs", "BRIGHTMOORLABS20", "sponsor"),
  entry("University of Carrowdale", "UNIVERSITYOFCARROWDALE20", "partner"),
  entry("Quarrystone Labs", "QUARRYSTONELABS20", "speaker"),
  entry("Open Weights Guild", "OPENWEIGHTSGUILD20", "partner"),
];

const names = (found: DiscountEntry[]) => found.map((candidate) => candidate.organization);

describe("searchDiscounts", () => {
  it("returns every entry, in order, for an empty or blank query", () => {
    expect(searchDiscounts(entries, "")).toEqual(entries);
    expect(searchDiscounts(entries, "   \t ")).toEqual(entries);
    expect(isBlankQuery(" ")).toBe(true);
    expect(isBlankQuery(" a ")).toBe(false);
  });

  it("matches the organisation case-insensitively, as a substring anywhere", () => {
    expect(names(searchDiscounts(entries, "labs"))).toEqual([
      "Brightmoor Labs",
      "Quarrystone Labs",
    ]);
    expect(names(searchDiscounts(entries, "LABS"))).toEqual([
      "Brightmoor Labs",
      "Quarrystone Labs",
    ]);
    expect(names(searchDiscounts(entries, "of carrow"))).toEqual(["University of Carrowdale"]);
  });

  it("matches the code case-insensitively", () => {
    expect(names(searchDiscounts(entries, "openweights"))).toEqual(["Open Weights Guild"]);
    expect(names(searchDiscounts(entries, "brightmoorlabs20"))).toEqual(["Brightmoor Labs"]);
    expect(searchDiscounts(entries, "20")).toHaveLength(4);
  });

  it("ignores whitespace around the query but not inside it", () => {
    expect(names(searchDiscounts(entries, "  guild  "))).toEqual(["Open Weights Guild"]);
    expect(searchDiscounts(entries, "bright moor")).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    expect(searchDiscounts(entries, "zzz")).toEqual([]);
  });

  it("treats pattern characters as plain text, never as a regular expression", () => {
    for (const odd of [".*", "(", "[", "\\", "+", "?", "^Bright", "Labs$", "a|b", "{2}", "\\d"]) {
      expect(() => searchDiscounts(entries, odd)).not.toThrow();
      expect(searchDiscounts(entries, odd)).toEqual([]);
    }
    const dotted = [entry("A.I. Collective (UK)", "AICOLLECTIVEUK20", "partner")];
    expect(searchDiscounts(dotted, "a.i.")).toEqual(dotted);
    expect(searchDiscounts(dotted, "(uk)")).toEqual(dotted);
  });

  it("copes with very long, unusual and non-Latin input", () => {
    expect(searchDiscounts(entries, "x".repeat(100_000))).toEqual([]);
    expect(searchDiscounts(entries, `labs${" ".repeat(100_000)}`)).toHaveLength(2);
    for (const odd of ["\u0000", "😀", "لندن", "<script>alert(1)</script>", "%00", "\u202e"]) {
      expect(searchDiscounts(entries, odd)).toEqual([]);
    }
    expect(normaliseQuery("y".repeat(maxQueryLength + 50))).toHaveLength(maxQueryLength);
  });

  it("does not change the list it is given", () => {
    const copy = [...entries];
    searchDiscounts(entries, "labs");
    expect(entries).toEqual(copy);
    expect(searchDiscounts(entries, "")).not.toBe(entries);
  });
});

describe("groupByType", () => {
  it("splits entries into partners, sponsors and speakers, keeping their order", () => {
    const groups = groupByType(entries);
    expect(names(groups.partner)).toEqual(["University of Carrowdale", "Open Weights Guild"]);
    expect(names(groups.sponsor)).toEqual(["Brightmoor Labs"]);
    expect(names(groups.speaker)).toEqual(["Quarrystone Labs"]);
    expect(groupByType([])).toEqual({ partner: [], sponsor: [], speaker: [] });
  });
});

describe("describeTerms", () => {
  it("states the percentage and the seats from the data", () => {
    expect(describeTerms({ percentOff: 20, seatsPerOrganisation: 20 })).toBe(
      "20% off general tickets, limited to 20 seats per organisation.",
    );
    expect(describeTerms({ percentOff: 15, seatsPerOrganisation: 10 })).toBe(
      "15% off general tickets, limited to 10 seats per organisation.",
    );
  });
});

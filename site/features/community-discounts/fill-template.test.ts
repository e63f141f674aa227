import { describe, expect, it } from "vitest";
import type { DiscountEntry } from "#content/schema/private.ts";
import { fillTemplate, messageFor, type TemplateValues } from "./fill-template.ts";

const values: TemplateValues = {
  organization: "Brightmoor Labs",
  code: "BRIGHTMOORLABS20",
  url: "https://tickets.example/?code=BRIGHTMOORLABS20",
  type: "sponsor",
  percentOff: "20",
  seats: "20",
};

describe("fillTemplate", () => {
  it("replaces all six placeholders", () => {
    expect(fillTemplate("{organization}|{code}|{url}|{type}|{percentOff}|{seats}", values)).toBe(
      "Brightmoor Labs|BRIGHTMOORLABS20|https://tickets.example/?code=BRIGHTMOORLABS20|sponsor|20|20",
    );
  });

  it("replaces every occurrence of a placeholder", () => {
    expect(fillTemplate("{code} and again {code}", values)).toBe(
      "BRIGHTMOORLABS20 and again BRIGHTMOORLABS20",
    );
  });

  it("leaves unknown placeholders, stray braces and other text alone", () => {
    expect(fillTemplate("{name} {Code} {code", values)).toBe("{name} {Code} {code");
    expect(fillTemplate("No placeholders here.", values)).toBe("No placeholders here.");
  });

  it("inserts values literally, even with $ patterns or braces in them", () => {
    const odd = { ...values, organization: "$& $1 $$ {code}" };
    expect(fillTemplate("Hi {organization}!", odd)).toBe("Hi $& $1 $$ {code}!");
  });
});

describe("messageFor", () => {
  it("fills the template from an entry and the terms", () => {
    const entry: DiscountEntry = {
      organization: "Open Weights Guild",
      code: "OPENWEIGHTSGUILD20",
      url: "https://tickets.example/?code=OPENWEIGHTSGUILD20",
      type: "partner",
    };
    const discounts = {
      percentOff: 20,
      seatsPerOrganisation: 15,
      messageTemplate:
        "As a {type}, {organization} offers {percentOff}% off for {seats} people: {code} at {url}",
    };
    expect(messageFor(discounts, entry)).toBe(
      "As a partner, Open Weights Guild offers 20% off for 15 people: OPENWEIGHTSGUILD20 at https://tickets.example/?code=OPENWEIGHTSGUILD20",
    );
  });
});

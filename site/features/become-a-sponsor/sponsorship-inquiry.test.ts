import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { formatPounds } from "./format-pounds.ts";
import { inquiryMailto, inquirySubject } from "./sponsorship-inquiry.ts";

const { sponsorship } = loadContent();

describe("formatPounds", () => {
  it.each([
    [60000, "£60,000"],
    [5000, "£5,000"],
    [1200000, "£1,200,000"],
    [950, "£950"],
    [0, "£0"],
  ])("formats %d as %s", (amount, text) => {
    expect(formatPounds(amount)).toBe(text);
  });

  it("prints every price of the offer in the spec's form", () => {
    const { sponsorTiers, ticketGrantPartners, corporateGrants, dedicatedSponsorships } =
      sponsorship.tiers;
    expect(sponsorTiers.map((tier) => `${tier.name} ${formatPounds(tier.price)}`)).toEqual([
      "Platinum £60,000",
      "Gold £30,000",
      "Silver £10,000",
      "Bronze £5,000",
    ]);
    expect(ticketGrantPartners.map((tier) => formatPounds(tier.price))).toEqual([
      "£20,000",
      "£14,000",
      "£6,000",
    ]);
    expect(corporateGrants.map((tier) => formatPounds(tier.price))).toEqual(["£40,000", "£20,000"]);
    expect(dedicatedSponsorships.map((item) => formatPounds(item.price))).toEqual([
      "£20,000",
      "£20,000",
      "£10,000",
      "£10,000",
      "£10,000",
      "£5,000",
    ]);
  });
});

describe("inquiryMailto", () => {
  it("mails the address with a URL-encoded subject naming the package and its price", () => {
    const href = inquiryMailto("sponsorship@example.org", {
      name: "Speaker & VIP room",
      price: 20000,
    });
    expect(href).toBe(
      "mailto:sponsorship@example.org?subject=Sponsorship%20inquiry%3A%20Speaker%20%26%20VIP%20room%20(%C2%A320%2C000)",
    );
    const subject = new URL(href).searchParams.get("subject");
    expect(subject).toBe(inquirySubject({ name: "Speaker & VIP room", price: 20000 }));
    expect(subject).toBe("Sponsorship inquiry: Speaker & VIP room (£20,000)");
  });
});

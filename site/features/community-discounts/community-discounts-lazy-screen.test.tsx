import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Discounts } from "#content/schema/private.ts";
import {
  CommunityDiscountsLazyScreen,
  loadingMessage,
} from "./community-discounts-lazy-screen.tsx";

const discounts: Discounts = {
  percentOff: 20,
  seatsPerOrganisation: 20,
  messageTemplate: "Use {code} for {percentOff}% off at {url}, {organization} ({type}, {seats}).",
  entries: [
    {
      organization: "Brightmoor Labs",
      code: "BRIGHTMOORLABS20",
      url: "https://tickets.example/?code=BRIGHTMOORLABS20",
      type: "sponsor",
    },
  ],
};

describe("CommunityDiscountsLazyScreen", () => {
  it("says it is loading, then shows the page once its code has arrived", async () => {
    render(<CommunityDiscountsLazyScreen discounts={discounts} />);
    expect(screen.getByRole("status")).toHaveTextContent(loadingMessage);
    expect(
      await screen.findByRole("table", { name: "All community discount codes" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(loadingMessage)).not.toBeInTheDocument();
  });
});

import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SocialContentView } from "./social-content-view.tsx";
import { longCopy, testCalendar } from "./test-calendar.ts";

const writeText = vi.fn<(text: string) => Promise<void>>();

let clipboard: { writeText: typeof writeText } | undefined;

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  clipboard = { writeText };
});
afterEach(() => vi.useRealTimers());

const setup = ({ fakeTimers = false } = {}) => {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  // After userEvent.setup(), which puts its own clipboard stub on navigator.
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
  render(<SocialContentView calendar={testCalendar} />);
  return user;
};
const count = () => screen.getByText(/social media posts? showing$/);
const themes = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const pressed = (name: string) => screen.getByRole("button", { name });

describe("SocialContentView, card view", () => {
  it("shows every post as a card by default, grouped under date headings, with the count", () => {
    setup();
    expect(count()).toHaveTextContent("5 social media posts showing");
    expect(pressed("Cards")).toHaveAttribute("aria-pressed", "true");
    expect(pressed("Table")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Mon 8 Sep 2025",
      "Wed 10 Sep 2025",
      "Fri 19 Sep 2025",
      "Wed 1 Oct 2025",
    ]);
    expect(screen.getByText("Mon 8 Sep 2025")).toHaveAttribute("datetime", "2025-09-08");
    expect(themes()).toEqual([
      "Speaker spotlight: Amara Okafor-Reid",
      "Panelist spotlight: Noor Haddad",
      "Sponsor spotlight: Brightmoor Labs",
      "Partner spotlight: Open Weights Guild",
      "Early-bird tickets",
    ]);
  });

  it("labels each card with the type derived from its theme", () => {
    setup();
    const card = (theme: string) => screen.getByRole("article", { name: theme });
    expect(within(card("Panelist spotlight: Noor Haddad")).getByText("Speaker")).toBeVisible();
    expect(within(card("Sponsor spotlight: Brightmoor Labs")).getByText("Sponsor")).toBeVisible();
    expect(
      within(card("Partner spotlight: Open Weights Guild")).getByText("Partner"),
    ).toBeVisible();
    expect(within(card("Early-bird tickets")).getByText("Other")).toBeVisible();
  });

  it("shows handles as display names, and unknown handles as written", () => {
    setup();
    const card = screen.getByRole("article", { name: "Sponsor spotlight: Brightmoor Labs" });
    expect(card).toHaveTextContent("Thank you to Brightmoor Labs, a Gold sponsor");
    expect(card).toHaveTextContent("@mystery_person");
    expect(card).not.toHaveTextContent("@brightmoorlabs");
  });

  it("previews 150 characters, and Show Full / Show Less toggle each post on its own", async () => {
    const user = setup();
    const card = screen.getByRole("article", { name: "Speaker spotlight: Amara Okafor-Reid" });
    const copy = card.querySelector(".post-copy")!;
    expect(copy.textContent).toMatch(/…$/);
    expect(copy.textContent).not.toContain("frontier model testing");
    // Short posts have nothing to show in full.
    const short = screen.getByRole("article", { name: "Early-bird tickets" });
    expect(within(short).queryByRole("button", { name: /^Show Full/ })).toBeNull();

    const showFull = within(card).getByRole("button", { name: /^Show Full/ });
    expect(showFull).toHaveAttribute("aria-expanded", "false");
    await user.click(showFull);
    expect(copy).toHaveTextContent("frontier model testing.");
    const showLess = within(card).getByRole("button", { name: /^Show Less/ });
    expect(showLess).toHaveAttribute("aria-expanded", "true");
    // The other long post stays collapsed.
    const other = screen.getByRole("article", { name: "Sponsor spotlight: Brightmoor Labs" });
    expect(within(other).getByRole("button", { name: /^Show Full/ })).toBeVisible();
    await user.click(showLess);
    expect(copy.textContent).toMatch(/…$/);
  });

  it("copies the post as written and shows Copied! for 2 seconds", async () => {
    const user = setup({ fakeTimers: true });
    const card = screen.getByRole("article", { name: "Speaker spotlight: Amara Okafor-Reid" });
    await user.click(within(card).getByRole("button", { name: /^Copy Text/ }));
    expect(await within(card).findByRole("button", { name: /^Copied!/ })).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(longCopy);
    expect(screen.getByText(/^Copied to the clipboard: Speaker spotlight/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(within(card).getByRole("button", { name: /^Copied!/ })).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(within(card).getByRole("button", { name: /^Copy Text/ })).toBeVisible();
  });

  it("says so, and never Copied, when the clipboard refuses", async () => {
    writeText.mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    const user = setup();
    const card = screen.getByRole("article", { name: "Early-bird tickets" });
    await user.click(within(card).getByRole("button", { name: /^Copy Text/ }));
    expect(await within(card).findByText(/^Copy failed: the browser did not allow/)).toBeVisible();
    expect(within(card).getByRole("button", { name: /^Copy Text/ })).toBeVisible();
    expect(screen.queryByText(/Copied/)).toBeNull();
  });

  it("says so when there is no clipboard at all", async () => {
    clipboard = undefined;
    const user = setup();
    const card = screen.getByRole("article", { name: "Early-bird tickets" });
    await user.click(within(card).getByRole("button", { name: /^Copy Text/ }));
    expect(
      await within(card).findByText(/^Copy failed: this browser does not offer/),
    ).toBeVisible();
  });
});

describe("SocialContentView, filters", () => {
  it("searches copy, date and theme, case-insensitively, as plain text", async () => {
    const user = setup();
    const search = screen.getByRole("searchbox", { name: "Search" });
    await user.type(search, "DECEPTIVE");
    expect(themes()).toEqual(["Speaker spotlight: Amara Okafor-Reid"]);
    expect(count()).toHaveTextContent("1 social media post showing");
    await user.clear(search);
    await user.type(search, "wed 1 oct");
    expect(themes()).toEqual(["Early-bird tickets"]);
    await user.clear(search);
    await user.type(search, "(really)");
    expect(themes()).toEqual(["Panelist spotlight: Noor Haddad"]);
    await user.clear(search);
    await user.type(search, ".*");
    expect(screen.getByText("No spotlight content matching your filters.")).toBeVisible();
    expect(count()).toHaveTextContent("0 social media posts showing");
  });

  it("filters by platform, All by default", async () => {
    const user = setup();
    const platform = screen.getByRole("combobox", { name: "Platform" });
    expect(platform).toHaveValue("All");
    expect(
      within(platform)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Bluesky", "Instagram", "LinkedIn", "Twitter"]);
    await user.selectOptions(platform, "LinkedIn");
    expect(themes()).toEqual([
      "Speaker spotlight: Amara Okafor-Reid",
      "Sponsor spotlight: Brightmoor Labs",
    ]);
    await user.selectOptions(platform, "All");
    expect(count()).toHaveTextContent("5 social media posts showing");
  });

  it("filters by spotlight type; clicking the active type returns to View All", async () => {
    const user = setup();
    expect(pressed("View All")).toHaveAttribute("aria-pressed", "true");
    await user.click(pressed("Sponsor"));
    expect(pressed("Sponsor")).toHaveAttribute("aria-pressed", "true");
    expect(pressed("View All")).toHaveAttribute("aria-pressed", "false");
    expect(themes()).toEqual(["Sponsor spotlight: Brightmoor Labs"]);
    await user.click(pressed("Partner"));
    expect(themes()).toEqual(["Partner spotlight: Open Weights Guild"]);
    await user.click(pressed("Partner"));
    expect(pressed("View All")).toHaveAttribute("aria-pressed", "true");
    expect(count()).toHaveTextContent("5 social media posts showing");
    await user.click(pressed("Speaker"));
    expect(themes()).toEqual(["Speaker spotlight: Amara Okafor-Reid"]);
    await user.click(pressed("View All"));
    expect(count()).toHaveTextContent("5 social media posts showing");
  });

  it("combines the filters, and shows the empty state when nothing matches", async () => {
    const user = setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Platform" }), "Twitter");
    await user.click(pressed("Sponsor"));
    expect(screen.getByText("No spotlight content matching your filters.")).toBeVisible();
    expect(screen.queryByRole("article")).toBeNull();
  });
});

describe("SocialContentView, table view", () => {
  const row = (theme: string) => screen.getByRole("rowheader", { name: theme }).closest("tr")!;

  it("shows one row per post with date, platform, type, theme, copy, handles and actions", async () => {
    const user = setup();
    await user.click(pressed("Table"));
    expect(pressed("Table")).toHaveAttribute("aria-pressed", "true");
    const table = screen.getByRole("table", { name: "Social media posts, earliest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Date", "Platform", "Type", "Theme", "Copy", "Handles", "Actions"]);
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    const panelist = row("Panelist spotlight: Noor Haddad");
    expect(
      within(panelist)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Mon 8 Sep 2025",
      "Twitter",
      "Speaker",
      "Panelist: Noor Haddad on the AI x Entrepreneurship panel. Questions welcome (really).",
      "Noor Haddad",
      expect.stringMatching(/^Copy/),
    ]);
    expect(within(row("Early-bird tickets")).getByText("None")).toBeVisible();
  });

  it("shows at most 3 handle tags, then +N more", async () => {
    const user = setup();
    await user.click(pressed("Table"));
    const tags = within(row("Sponsor spotlight: Brightmoor Labs")).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual([
      "Brightmoor Labs",
      "Kenji Watanabe-Hale",
      "Amara Okafor-Reid",
      "+2 more",
    ]);
    expect(tags[3]).toHaveAttribute("title", "Northwall Institute of Technology, @mystery_person");
  });

  it("previews 100 characters, with Show Full / Hide per row", async () => {
    const user = setup();
    await user.click(pressed("Table"));
    const amara = row("Speaker spotlight: Amara Okafor-Reid");
    const copy = amara.querySelector(".post-copy")!;
    expect(copy.textContent).toBe(
      "Our first keynote speaker: Amara Okafor-Reid of Northwall Institute of Technology. Amara studies how large models…",
    );
    await user.click(within(amara).getByRole("button", { name: /^Show Full/ }));
    expect(copy).toHaveTextContent("frontier model testing.");
    expect(within(amara).getByRole("button", { name: /^Hide/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const sponsor = row("Sponsor spotlight: Brightmoor Labs");
    expect(within(sponsor).getByRole("button", { name: /^Show Full/ })).toBeVisible();
    await user.click(within(amara).getByRole("button", { name: /^Hide/ }));
    expect(copy.textContent).toMatch(/…$/);
  });

  it("copies with Copy / Copied, and reports a refused clipboard", async () => {
    const user = setup();
    await user.click(pressed("Table"));
    const panelist = row("Panelist spotlight: Noor Haddad");
    await user.click(within(panelist).getByRole("button", { name: /^Copy:/ }));
    expect(await within(panelist).findByRole("button", { name: /^Copied:/ })).toBeVisible();
    expect(writeText).toHaveBeenLastCalledWith(testCalendar.posts[2]!.Copy);

    writeText.mockRejectedValue(new Error("Denied"));
    const partner = row("Partner spotlight: Open Weights Guild");
    await user.click(within(partner).getByRole("button", { name: /^Copy:/ }));
    expect(await within(partner).findByText(/^Copy failed/)).toBeVisible();
    expect(within(partner).queryByRole("button", { name: /^Copied/ })).toBeNull();
    // The newer copy replaces the older feedback.
    expect(within(panelist).getByRole("button", { name: /^Copy:/ })).toBeVisible();
  });

  it("keeps the filters when switching views", async () => {
    const user = setup();
    await user.click(pressed("Partner"));
    await user.click(pressed("Table"));
    expect(screen.getAllByRole("rowheader").map((header) => header.textContent)).toEqual([
      "Partner spotlight: Open Weights Guild",
    ]);
    await user.click(pressed("Cards"));
    expect(themes()).toEqual(["Partner spotlight: Open Weights Guild"]);
  });
});

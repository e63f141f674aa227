import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Discounts } from "#content/schema/private.ts";
import { loadPrivateContent } from "../../../content/checked-content.ts";
import type { CopyResult } from "#site/shared/lib/copy-to-clipboard.ts";
import { copiedFeedbackMs } from "#site/shared/lib/use-copy-feedback.ts";
import { CommunityDiscounts } from "./community-discounts.tsx";
import { copiedText, failedText } from "./copy-button.tsx";

const { discounts: realDiscounts } = loadPrivateContent();

const discounts: Discounts = {
  percentOff: 20,
  seatsPerOrganisation: 20,
  messageTemplate:
    "As a {type}, {organization} offers {percentOff}% off for {seats} people with {code}: {url}",
  entries: [
    {
      organization: "Brightmoor Labs",
      code: "BRIGHTMOORLABS20",
      url: "https://tickets.example/?code=BRIGHTMOORLABS20",
      type: "sponsor",
    },
    {
      organization: "University of Carrowdale",
      code: "UNIVERSITYOFCARROWDALE20",
      url: "https://tickets.example/?code=UNIVERSITYOFCARROWDALE20",
      type: "partner",
    },
    {
      organization: "Quarrystone Labs",
      code: "QUARRYSTONELABS20",
      url: "https://tickets.example/?code=QUARRYSTONELABS20",
      type: "speaker",
    },
  ],
};

const table = () => screen.getByRole("table", { name: "All community discount codes" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const rowOf = (organisation: string) =>
  within(table()).getByRole("rowheader", { name: organisation }).closest("tr")!;
const section = (name: string) => screen.getByRole("region", { name });
const cardOf = (organisation: string) =>
  screen.getByRole("heading", { level: 3, name: organisation }).closest("li")!;
const search = () => screen.getByRole("searchbox", { name: "Search organisations and codes" });
const statusIn = (element: HTMLElement) => within(element).getByRole("status");
/** Lets the clipboard promise settle and React re-render. */
const settle = () => act(async () => {});
/**
 * Clicks and lets the copy settle. Synchronous fireEvent, because user-event's own waiting hangs
 * under Vitest's fake timers (Testing Library only advances Jest's).
 */
const clickAndSettle = async (button: HTMLElement) => {
  fireEvent.click(button);
  await settle();
};

function setup(props: Partial<Parameters<typeof CommunityDiscounts>[0]> = {}) {
  // Also puts user-event's clipboard stub on navigator.clipboard, readable with readText().
  const user = userEvent.setup();
  render(<CommunityDiscounts discounts={discounts} {...props} />);
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("CommunityDiscounts: content", () => {
  it("states the terms from the data", () => {
    render(
      <CommunityDiscounts discounts={{ ...discounts, percentOff: 15, seatsPerOrganisation: 12 }} />,
    );
    expect(
      screen.getByText("15% off general tickets, limited to 12 seats per organisation."),
    ).toBeInTheDocument();
  });

  it("lists every organisation of the real data in a table with a caption and column headers", () => {
    render(<CommunityDiscounts discounts={realDiscounts} />);
    expect(realDiscounts.entries).toHaveLength(25);
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Organisation", "Type", "Code", "Link", "Copy"]);
    const rows = bodyRows();
    expect(rows).toHaveLength(25);
    rows.forEach((row, index) => {
      const entry = realDiscounts.entries[index]!;
      const cells = row.querySelectorAll("th, td");
      expect(cells[0]).toHaveTextContent(entry.organization);
      expect(cells[1]).toHaveTextContent(new RegExp(`^${entry.type}$`, "i"));
      expect(cells[2]).toHaveTextContent(entry.code);
      expect(cells[3]!.querySelector("a")).toHaveAttribute("href", entry.url);
      expect(cells[4]!.querySelector("button")).toHaveTextContent(
        `Copy code for ${entry.organization}`,
      );
    });
    expect(
      within(rows[0]!).getByRole("link", {
        name: /^Book tickets with the code for Brightmoor Labs/,
      }),
    ).toHaveAttribute("href", realDiscounts.entries[0]!.url);
    expect(
      within(rows[0]!).getByRole("button", { name: "Copy code for Brightmoor Labs" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("20% off general tickets, limited to 20 seats per organisation."),
    ).toBeInTheDocument();
  });

  it("has partner, sponsor and speaker card sections, each with its heading and its cards", () => {
    render(<CommunityDiscounts discounts={realDiscounts} />);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(["PARTNERS", "SPONSORS", "SPEAKERS' ORGANISATIONS"]),
    );
    for (const [name, type] of [
      ["PARTNERS", "partner"],
      ["SPONSORS", "sponsor"],
      ["SPEAKERS' ORGANISATIONS", "speaker"],
    ] as const) {
      const expected = realDiscounts.entries.filter((entry) => entry.type === type);
      const cards = within(section(name)).getAllByRole("listitem");
      expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(
        expected.map((entry) => entry.organization),
      );
      expect(cards[0]).toHaveTextContent(expected[0]!.code);
      expect(within(cards[0]!).getByRole("link", { name: /^Book tickets/ })).toHaveAttribute(
        "href",
        expected[0]!.url,
      );
    }
  });
});

describe("CommunityDiscounts: search", () => {
  it("shows everything until something is typed", () => {
    setup();
    expect(search()).toHaveValue("");
    expect(screen.getByText("Showing all 3 organisations")).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
  });

  it("filters the table and the card grids by organisation, case-insensitively", async () => {
    const user = setup();
    await user.type(search(), "LABS");
    expect(screen.getByText("Showing 2 of 3 organisations")).toBeInTheDocument();
    expect(bodyRows().map((row) => row.querySelector("th")!.textContent)).toEqual([
      "Brightmoor Labs",
      "Quarrystone Labs",
    ]);
    expect(within(section("SPONSORS")).getAllByRole("listitem")).toHaveLength(1);
    expect(within(section("SPEAKERS' ORGANISATIONS")).getAllByRole("listitem")).toHaveLength(1);
    expect(within(section("PARTNERS")).queryByRole("listitem")).not.toBeInTheDocument();
    expect(section("PARTNERS")).toHaveTextContent("No partner organisation matches your search.");
  });

  it("filters by code", async () => {
    const user = setup();
    await user.type(search(), "carrowdale20");
    expect(bodyRows()).toHaveLength(1);
    expect(rowOf("University of Carrowdale")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 of 3 organisations")).toBeInTheDocument();
  });

  it("shows a clear empty state when nothing matches, and Clear brings everything back", async () => {
    const user = setup();
    await user.type(search(), "zebra");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("No matching organisations or codes")).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches “zebra”/)).toBeInTheDocument();
    expect(screen.getByText("No organisations match your search")).toBeInTheDocument();
    for (const name of ["PARTNERS", "SPONSORS", "SPEAKERS' ORGANISATIONS"]) {
      expect(within(section(name)).queryByRole("listitem")).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(search()).toHaveValue("");
    expect(search()).toHaveFocus();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText("Showing all 3 organisations")).toBeInTheDocument();
  });

  it("treats regular-expression characters as plain text", async () => {
    const user = setup();
    for (const odd of [".*", "(", "[", "\\", "a|b"]) {
      await user.clear(search());
      await user.type(
        search(),
        odd.replace(/[[{]/g, (character) => character + character),
      );
      expect(screen.getByText("No matching organisations or codes")).toBeInTheDocument();
    }
  });

  it("copes with very long input, cutting what it echoes back", async () => {
    const user = setup();
    await user.click(search());
    await user.paste("q".repeat(5_000));
    expect(search()).toHaveValue("q".repeat(200));
    expect(
      screen.getByText(`Nothing matches “${"q".repeat(60)}…”`, { exact: false }),
    ).toBeInTheDocument();
  });

  it("ignores whitespace around the query, and Enter does not reload the page", async () => {
    const user = setup();
    await user.type(search(), "  quarry  {Enter}");
    expect(bodyRows()).toHaveLength(1);
    expect(search()).toHaveValue("  quarry  ");
  });
});

describe("CommunityDiscounts: copy", () => {
  it("copies a code from the table, shows Copied! and resets after 2 s", async () => {
    setup();
    const write = vi.spyOn(navigator.clipboard, "writeText");
    vi.useFakeTimers();
    const row = rowOf("Brightmoor Labs");
    await clickAndSettle(
      within(row).getByRole("button", { name: "Copy code for Brightmoor Labs" }),
    );
    expect(write).toHaveBeenCalledExactlyOnceWith("BRIGHTMOORLABS20");
    expect(statusIn(row)).toHaveTextContent(copiedText);
    // Only the action that copied shows the feedback.
    expect(statusIn(cardOf("Brightmoor Labs"))).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(copiedFeedbackMs - 1));
    expect(statusIn(row)).toHaveTextContent(copiedText);
    act(() => vi.advanceTimersByTime(1));
    expect(statusIn(row)).toBeEmptyDOMElement();
    vi.useRealTimers();
    await expect(navigator.clipboard.readText()).resolves.toBe("BRIGHTMOORLABS20");
  });

  it("copies a code from a card, and a new copy moves the feedback there", async () => {
    setup();
    const card = cardOf("Quarrystone Labs");
    await clickAndSettle(within(rowOf("Brightmoor Labs")).getByRole("button"));
    expect(statusIn(rowOf("Brightmoor Labs"))).toHaveTextContent(copiedText);
    await clickAndSettle(
      within(card).getByRole("button", { name: "Copy code for Quarrystone Labs" }),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe("QUARRYSTONELABS20");
    expect(statusIn(card)).toHaveTextContent(copiedText);
    expect(statusIn(rowOf("Brightmoor Labs"))).toBeEmptyDOMElement();
    expect(screen.getAllByText(copiedText)).toHaveLength(1);
  });

  it("restarts the 2 s when the same code is copied again", async () => {
    setup();
    vi.useFakeTimers();
    const row = rowOf("Brightmoor Labs");
    await clickAndSettle(within(row).getByRole("button"));
    act(() => vi.advanceTimersByTime(1500));
    await clickAndSettle(within(row).getByRole("button"));
    act(() => vi.advanceTimersByTime(1500));
    expect(statusIn(row)).toHaveTextContent(copiedText);
    act(() => vi.advanceTimersByTime(500));
    expect(statusIn(row)).toBeEmptyDOMElement();
  });

  it("shows a failure message, never Copied!, when the clipboard refuses", async () => {
    setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Write permission denied.", "NotAllowedError"),
    );
    vi.useFakeTimers();
    const row = rowOf("Brightmoor Labs");
    await clickAndSettle(within(row).getByRole("button"));
    expect(statusIn(row)).toHaveTextContent(failedText("code"));
    expect(screen.queryByText(copiedText)).not.toBeInTheDocument();
    // The failure stays long enough to read and act on.
    act(() => vi.advanceTimersByTime(copiedFeedbackMs * 3));
    expect(statusIn(row)).toHaveTextContent(failedText("code"));
  });

  it("shows the failure message when the browser has no clipboard at all", async () => {
    const user = setup();
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue(undefined as unknown as Clipboard);
    const card = cardOf("University of Carrowdale");
    await user.click(within(card).getByRole("button"));
    await settle();
    expect(statusIn(card)).toHaveTextContent(failedText("code"));
    expect(screen.queryByText(copiedText)).not.toBeInTheDocument();
  });

  it("after a failure, a successful copy shows Copied! in place of the failure", async () => {
    const results: CopyResult[] = [{ ok: false, failure: "refused" }, { ok: true }];
    const copyText = vi.fn(async () => results.shift()!);
    const user = setup({ copyText });
    const row = rowOf("Brightmoor Labs");
    await user.click(within(row).getByRole("button"));
    await settle();
    expect(statusIn(row)).toHaveTextContent(failedText("code"));
    await user.click(within(row).getByRole("button"));
    await settle();
    expect(statusIn(row)).toHaveTextContent(copiedText);
    expect(statusIn(row)).not.toHaveTextContent("failed");
  });

  it("a copier that rejects counts as a failed copy, not an error", async () => {
    const user = setup({ copyText: () => Promise.reject(new Error("boom")) });
    const row = rowOf("Brightmoor Labs");
    await user.click(within(row).getByRole("button"));
    await settle();
    expect(statusIn(row)).toHaveTextContent(failedText("code"));
  });

  it("a slow earlier copy does not overwrite the feedback of a later one", async () => {
    let finishSlow: (result: CopyResult) => void = () => {};
    const copyText = vi
      .fn<(text: string) => Promise<CopyResult>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishSlow = resolve)))
      .mockResolvedValueOnce({ ok: true });
    const user = setup({ copyText });
    await user.click(within(rowOf("Brightmoor Labs")).getByRole("button"));
    await user.click(within(rowOf("Quarrystone Labs")).getByRole("button"));
    await settle();
    await act(async () => finishSlow({ ok: false, failure: "refused" }));
    expect(statusIn(rowOf("Quarrystone Labs"))).toHaveTextContent(copiedText);
    expect(statusIn(rowOf("Brightmoor Labs"))).toBeEmptyDOMElement();
  });
});

describe("CommunityDiscounts: message template", () => {
  const region = () => section("MESSAGE TEMPLATE");

  it("fills in the template for the first organisation, then for the one chosen", async () => {
    const user = setup();
    expect(region()).toHaveTextContent(
      "As a sponsor, Brightmoor Labs offers 20% off for 20 people with BRIGHTMOORLABS20: https://tickets.example/?code=BRIGHTMOORLABS20",
    );
    await user.selectOptions(
      within(region()).getByRole("combobox", { name: "Organisation" }),
      "University of Carrowdale",
    );
    const figure = within(region()).getByRole("figure");
    expect(figure).toHaveTextContent("Message for University of Carrowdale");
    expect(figure).toHaveTextContent(
      "As a partner, University of Carrowdale offers 20% off for 20 people with UNIVERSITYOFCARROWDALE20: https://tickets.example/?code=UNIVERSITYOFCARROWDALE20",
    );
    expect(region()).not.toHaveTextContent("{");
  });

  it("lists every organisation, grouped by type, whatever the search", async () => {
    const user = setup();
    await user.type(search(), "zebra");
    const select = within(region()).getByRole("combobox", { name: "Organisation" });
    expect(within(select).getAllByRole("option")).toHaveLength(3);
    expect(
      within(select)
        .getAllByRole("group")
        .map((group) => group.getAttribute("label")),
    ).toEqual(["Partners", "Sponsors", "Speakers"]);
  });

  it("copies the filled-in message with its own feedback", async () => {
    const user = setup();
    await user.selectOptions(
      within(region()).getByRole("combobox", { name: "Organisation" }),
      "Quarrystone Labs",
    );
    vi.useFakeTimers();
    await clickAndSettle(within(region()).getByRole("button", { name: "Copy message" }));
    expect(statusIn(region())).toHaveTextContent(copiedText);
    expect(statusIn(rowOf("Quarrystone Labs"))).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(copiedFeedbackMs));
    expect(statusIn(region())).toBeEmptyDOMElement();
    vi.useRealTimers();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      "As a speaker, Quarrystone Labs offers 20% off for 20 people with QUARRYSTONELABS20: https://tickets.example/?code=QUARRYSTONELABS20",
    );
  });

  it("says so when the message cannot be copied", async () => {
    const user = setup({ copyText: async () => ({ ok: false, failure: "unavailable" }) });
    await user.click(within(region()).getByRole("button", { name: "Copy message" }));
    await settle();
    expect(statusIn(region())).toHaveTextContent(failedText("message"));
  });
});

import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { settings } from "#content/settings.yml";
import { emptyMessage, GraphicsDownload } from "./graphics-download.tsx";
import { testCatalogue } from "./test-catalogue.ts";

// jsdom has <dialog> but not its modal behaviour: enough of it for these tests. The browser's
// own (focus trap, Escape, backdrop) is covered end to end.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const renderPage = () => {
  const download = vi.fn();
  const user = userEvent.setup();
  render(<GraphicsDownload catalogue={testCatalogue} download={download} />);
  return { download, user };
};

const tab = (name: string | RegExp) => screen.getByRole("tab", { name });
const cardTitles = () =>
  screen.queryAllByRole("article").map((card) => within(card).getByRole("heading").textContent);
const searchBox = () => screen.getByRole("searchbox", { name: "Search" });

describe("GraphicsDownload", () => {
  it("opens on Speaker Graphics, with the IRL tab disabled", async () => {
    const { user } = renderPage();
    expect(screen.getAllByRole("tab").map((element) => element.textContent)).toEqual([
      "Speaker Graphics",
      "Sponsor Graphics",
      "URL Posters",
      "IRL Posters (Coming Soon)",
    ]);
    expect(tab("Speaker Graphics")).toHaveAttribute("aria-selected", "true");
    expect(tab(/IRL Posters/)).toHaveAttribute("aria-disabled", "true");
    expect(cardTitles()).toEqual(["Ada Lovelock", "Amara Okafor-Reid", "Lucas Brennan-Achebe"]);
    expect(screen.getByText("Tab: speakers · 3 items · 3 shown")).toBeInTheDocument();
    await user.click(tab(/IRL Posters/));
    expect(tab("Speaker Graphics")).toHaveAttribute("aria-selected", "true");
    expect(cardTitles()).toHaveLength(3);
  });

  it("shows each card's preview, name, size and buttons", () => {
    renderPage();
    const card = screen.getByRole("article", { name: "Lucas Brennan-Achebe" });
    expect(within(card).getByRole("img")).toHaveAttribute(
      "src",
      "/graphics/private_speakers/lucas-brennan-achebe.png",
    );
    expect(card).toHaveTextContent("Size: 0.21 MB");
    expect(
      within(card).getByRole("button", { name: "Download Lucas Brennan-Achebe" }),
    ).toBeVisible();
    expect(
      within(card).getByRole("button", { name: "Preview Lucas Brennan-Achebe" }),
    ).toBeVisible();
  });

  it("keeps the search text across tabs, filters the current tab, and names the tab's kind", async () => {
    const { user } = renderPage();
    expect(searchBox()).toHaveAttribute("placeholder", "Search speaker graphics...");
    await user.type(searchBox(), "LIGHT");
    expect(screen.getByText(emptyMessage)).toBeInTheDocument();
    expect(screen.getByText("Tab: speakers · 3 items · 0 shown")).toBeInTheDocument();

    await user.click(tab("Sponsor Graphics"));
    expect(searchBox()).toHaveValue("LIGHT");
    expect(searchBox()).toHaveAttribute("placeholder", "Search sponsor graphics...");
    expect(screen.getByText("Tab: sponsors · 3 items · 1 shown")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);

    await user.clear(searchBox());
    await user.type(searchBox(), "(9:16)");
    await user.click(tab("URL Posters"));
    expect(searchBox()).toHaveAttribute("placeholder", "Search URL posters...");
    expect(cardTitles()).toEqual(["Story (9:16)"]);
    expect(screen.getByText("Tab: url · 2 items · 1 shown")).toBeInTheDocument();
  });

  it("shows sponsor cards under the organisation, with a variant label and badge", async () => {
    const { user } = renderPage();
    await user.click(tab("Sponsor Graphics"));
    const cards = screen.getAllByRole("article");
    expect(cardTitles()).toEqual(["Brightmoor Labs", "Brightmoor Labs", "Lumenfield AI"]);
    expect(cards[1]).toHaveTextContent("Variant: Light");
    expect(cards[1]!.querySelector(".graphic-badge--variant")).toHaveTextContent("Light");
    expect(
      within(cards[1]!).getByRole("button", { name: "Download Brightmoor Labs (Light)" }),
    ).toBeVisible();
  });

  it("shows a package card with the Multiple Files icon and the Package badge, and no preview", () => {
    const withPackage = {
      ...testCatalogue,
      speakers: [...testCatalogue.speakers, testCatalogue.packages.speakers],
    };
    render(<GraphicsDownload catalogue={withPackage} download={vi.fn()} />);
    const card = screen.getByRole("article", { name: "All speaker graphics" });
    expect(card).toHaveTextContent("Multiple Files");
    expect(card).toHaveTextContent("Package");
    expect(within(card).queryByRole("img")).toBeNull();
    expect(within(card).queryByRole("button", { name: /Preview/ })).toBeNull();
    expect(within(card).getByRole("button", { name: /^Download/ })).toBeVisible();
  });

  it("downloads a card's file, and each tab's zip from its NEED ALL card", async () => {
    const { user, download } = renderPage();
    await user.click(screen.getByRole("button", { name: "Download Ada Lovelock" }));
    expect(download).toHaveBeenLastCalledWith(
      "/graphics/private_speakers/ada-lovelock.png",
      "ada-lovelock.png",
    );
    const bulk = [
      ["Speaker Graphics", "NEED ALL SPEAKER GRAPHICS?", testCatalogue.packages.speakers],
      ["Sponsor Graphics", "NEED ALL SPONSOR GRAPHICS?", testCatalogue.packages.sponsors],
      ["URL Posters", "NEED ALL URL POSTERS?", testCatalogue.packages.urlPosters],
    ] as const;
    for (const [tabName, heading, item] of bulk) {
      await user.click(tab(tabName));
      const card = screen.getByRole("region", { name: heading });
      expect(card).toHaveTextContent("Multiple Files");
      expect(card).toHaveTextContent("Package");
      expect(card).toHaveTextContent(item.size);
      await user.click(within(card).getByRole("button", { name: /^Download All \(ZIP\)/ }));
      expect(download).toHaveBeenLastCalledWith(item.path, item.filename);
    }
  });

  it("links speakers to the information form in a new tab, on the speakers tab only", async () => {
    const { user } = renderPage();
    const card = screen.getByRole("region", { name: "UPDATE YOUR INFORMATION" });
    const link = within(card).getByRole("link", { name: /Speaker information form/ });
    expect(link).toHaveAttribute("href", settings.speakerInformationFormUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await user.click(tab("Sponsor Graphics"));
    expect(screen.queryByRole("region", { name: "UPDATE YOUR INFORMATION" })).toBeNull();
  });

  it("explains how to use the graphics in four steps", () => {
    renderPage();
    const guide = screen.getByRole("region", { name: "HOW TO USE THESE GRAPHICS" });
    expect(
      within(guide)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Download", "Maintain Aspect Ratio", "Preserve Colors", "Share"]);
    expect(guide).toHaveTextContent(/do not distort/i);
    expect(guide).toHaveTextContent(/do not alter the logo colors/i);
    expect(guide).toHaveTextContent(/website, on social media and in your promotional materials/);
  });

  it("previews a sponsor graphic in a dialog with its facts, and gives the focus back on close", async () => {
    const { user, download } = renderPage();
    await user.click(tab("Sponsor Graphics"));
    const trigger = screen.getByRole("button", { name: "Preview Brightmoor Labs (Light)" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Brightmoor Labs (Light)" });
    expect(within(dialog).getByRole("img")).toHaveAttribute(
      "src",
      "/graphics/private_sponsors/brightmoor-labs-light.png",
    );
    const facts = [...dialog.querySelectorAll("dt")].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ["Organization", "Brightmoor Labs"],
      ["Variant", "Light"],
      ["Size", "0.04 MB"],
    ]);
    await user.click(within(dialog).getByRole("button", { name: /^Download/ }));
    expect(download).toHaveBeenLastCalledWith(
      "/graphics/private_sponsors/brightmoor-labs-light.png",
      "brightmoor-labs-light.png",
    );
    await user.click(within(dialog).getByRole("button", { name: "Close preview" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it("closes the preview on a click outside the dialog's box only", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Preview Ada Lovelock" }));
    const dialog = screen.getByRole("dialog", { name: "Ada Lovelock" });
    expect(dialog).not.toHaveTextContent("Organization");
    vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(new DOMRect(100, 100, 400, 300));
    fireEvent.click(dialog, { clientX: 200, clientY: 200 });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.click(dialog, { clientX: 50, clientY: 200 });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Preview Ada Lovelock" })).toHaveFocus();
  });

  it("falls back through the alternate folders to the default logo, only logging failures", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderPage();
    const image = within(screen.getByRole("article", { name: "Ada Lovelock" })).getByRole("img");
    const seen = [image.getAttribute("src")];
    for (let attempt = 0; attempt < 6; attempt++) {
      act(() => void fireEvent.error(image));
      if (image.getAttribute("src") !== seen.at(-1)) seen.push(image.getAttribute("src"));
    }
    expect(seen).toEqual([
      "/graphics/private_speakers/ada-lovelock.png",
      "/graphics/private_url_posters/ada-lovelock.png",
      "/images/speakers/ada-lovelock.png",
      "/images/team/ada-lovelock.png",
      settings.defaultImage,
    ]);
    expect(warn).toHaveBeenCalledTimes(6);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("falls back from a sponsor graphic straight to the default logo", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = renderPage();
    await user.click(tab("Sponsor Graphics"));
    const image = within(screen.getAllByRole("article")[0]!).getByRole("img");
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", settings.defaultImage);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("/graphics/private_sponsors/brightmoor-labs-dark.png"),
    );
  });
});

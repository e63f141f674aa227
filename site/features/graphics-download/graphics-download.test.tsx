import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { GraphicsCatalogue } from "#content/schema/private.ts";
import { settings } from "#content/settings.yml";
import { blobUrlLifetimeMs, linkLifetimeMs } from "#site/shared/lib/download-file.ts";
import { PrivateKeyContext } from "#site/shared/private-area/private-data-context.ts";
import { failedMessage, preparingMessage } from "./download-status.tsx";
import { emptyMessage, GraphicsDownload } from "./graphics-download.tsx";
import { testCatalogue } from "./test-catalogue.ts";
import {
  bytesOf,
  plaintextOf,
  serveEncrypted,
  stubBlobUrls,
  testKey,
} from "./test-private-files.ts";

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

let key: CryptoKey;
let blobUrls: ReturnType<typeof stubBlobUrls>;

const allPaths = (catalogue: GraphicsCatalogue) =>
  (["speakers", "sponsors", "urlPosters"] as const).flatMap((kind) => [
    ...catalogue[kind].map((item) => item.path),
    catalogue.packages[kind].path,
  ]);

beforeAll(async () => {
  key = await testKey();
});

beforeEach(async () => {
  await serveEncrypted(key, allPaths(testCatalogue));
  blobUrls = stubBlobUrls();
});

afterEach(() => vi.unstubAllGlobals());

const unlocked = (children: ReactNode) => (
  <PrivateKeyContext.Provider value={key}>{children}</PrivateKeyContext.Provider>
);

const renderPage = () => {
  const download = vi.fn();
  const user = userEvent.setup();
  render(unlocked(<GraphicsDownload catalogue={testCatalogue} download={download} />));
  return { download, user };
};

/** The image shows a Blob URL whose Blob is the decrypted file of `path`, as a PNG. */
async function expectDecrypted(image: HTMLElement, path: string) {
  await waitFor(() => expect(image.getAttribute("src")).toMatch(/^blob:/));
  const blob = blobUrls.blobs.get(image.getAttribute("src")!);
  expect(blob?.type).toBe("image/png");
  expect(await bytesOf(blob)).toEqual(plaintextOf(path));
}

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

  it("shows each card's preview, decrypted, with its name, size and buttons", async () => {
    renderPage();
    const card = screen.getByRole("article", { name: "Lucas Brennan-Achebe" });
    await expectDecrypted(
      within(card).getByRole("img"),
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
    render(unlocked(<GraphicsDownload catalogue={withPackage} download={vi.fn()} />));
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
    await expectDecrypted(
      within(dialog).getByRole("img"),
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

  it("falls back through the alternate folders to the default logo, only logging failures", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchStub = await serveEncrypted(key, []);
    renderPage();
    const image = within(screen.getByRole("article", { name: "Ada Lovelock" })).getByRole("img");
    // Both private folders answer 404: the first plain source is shown without a src before it.
    await waitFor(() => expect(image).toHaveAttribute("src", "/images/speakers/ada-lovelock.png"));
    const ada = (text: string) => text.includes("ada-lovelock");
    expect(fetchStub.mock.calls.map(([input]) => String(input)).filter(ada)).toEqual([
      "/graphics/private_speakers/ada-lovelock.png",
      "/graphics/private_url_posters/ada-lovelock.png",
    ]);
    const seen = [image.getAttribute("src")];
    for (let attempt = 0; attempt < 4; attempt++) {
      act(() => void fireEvent.error(image));
      if (image.getAttribute("src") !== seen.at(-1)) seen.push(image.getAttribute("src"));
    }
    expect(seen).toEqual([
      "/images/speakers/ada-lovelock.png",
      "/images/team/ada-lovelock.png",
      settings.defaultImage,
    ]);
    const warnings = warn.mock.calls.map(([line]) => String(line)).filter(ada);
    // Each of Ada's four files failed once (the other cards' files fail too, elsewhere).
    expect(warnings).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("neither could the default logo"));
    expect(warnings[0]).toBe(
      "Graphic image could not be loaded: /graphics/private_speakers/ada-lovelock.png; trying /graphics/private_url_posters/ada-lovelock.png",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("falls back from a sponsor graphic straight to the default logo", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = renderPage();
    await user.click(tab("Sponsor Graphics"));
    const image = within(screen.getAllByRole("article")[0]!).getByRole("img");
    await waitFor(() => expect(image.getAttribute("src")).toMatch(/^blob:/));
    // A file that decrypts but is no picture the browser can show.
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", settings.defaultImage);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("/graphics/private_sponsors/brightmoor-labs-dark.png"),
    );
  });

  it("does not show a file served under another file's name (swapped files do not decrypt)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ada = "/graphics/private_speakers/ada-lovelock.png";
    const amara = "/graphics/private_speakers/amara-okafor-reid.png";
    await serveEncrypted(key, allPaths(testCatalogue), { [ada]: amara });
    renderPage();
    const image = within(screen.getByRole("article", { name: "Ada Lovelock" })).getByRole("img");
    await waitFor(() => expect(image).toHaveAttribute("src", "/images/speakers/ada-lovelock.png"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`loaded: ${ada}; trying`));
    await expectDecrypted(
      within(screen.getByRole("article", { name: "Amara Okafor-Reid" })).getByRole("img"),
      amara,
    );
  });

  it("revokes a picture's Blob URL when the picture goes", async () => {
    const { user } = renderPage();
    const image = within(screen.getByRole("article", { name: "Ada Lovelock" })).getByRole("img");
    await waitFor(() => expect(image.getAttribute("src")).toMatch(/^blob:/));
    const url = image.getAttribute("src")!;
    await user.click(tab("Sponsor Graphics"));
    expect(blobUrls.revoked).toContain(url);
  });

  it("fetches a lazy picture only once it comes near the viewport", async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    const fetchStub = await serveEncrypted(key, allPaths(testCatalogue));
    renderPage();
    const image = within(screen.getByRole("article", { name: "Ada Lovelock" })).getByRole("img");
    expect(image).not.toHaveAttribute("src");
    expect(fetchStub).not.toHaveBeenCalled();
    const observer = observers.find(({ targets }) => targets.includes(image))!;
    act(() =>
      observer.callback(
        [{ isIntersecting: true, target: image } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await expectDecrypted(image, "/graphics/private_speakers/ada-lovelock.png");
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe("GraphicsDownload downloads", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("fetches and decrypts a file, saves it under its name from a Blob URL, then revokes the URL", async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.getAttribute("href")!, download: this.download });
    });
    // The file arrives only once the test has seen the page say it is preparing it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const served = globalThis.fetch;
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      await held;
      return served(...args);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(unlocked(<GraphicsDownload catalogue={testCatalogue} />));
    const zip = testCatalogue.packages.speakers;
    await user.click(screen.getByRole("button", { name: /^Download All \(ZIP\)/ }));
    expect(screen.getByText(preparingMessage(zip.filename))).toHaveAttribute("role", "status");
    release();
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe(zip.filename);
    expect(clicks[0]!.href).toMatch(/^blob:/);
    const blob = blobUrls.blobs.get(clicks[0]!.href);
    expect(blob?.type).toBe("application/zip");
    expect(await bytesOf(blob)).toEqual(plaintextOf(zip.path));
    vi.advanceTimersByTime(linkLifetimeMs);
    expect(document.querySelectorAll("a[download]")).toHaveLength(0);
    expect(blobUrls.revoked).not.toContain(clicks[0]!.href);
    vi.advanceTimersByTime(blobUrlLifetimeMs);
    expect(blobUrls.revoked).toContain(clicks[0]!.href);
    await waitFor(() => expect(screen.queryByText(/^Preparing/)).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when a file cannot be downloaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await serveEncrypted(key, []);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(unlocked(<GraphicsDownload catalogue={testCatalogue} />));
    await user.click(screen.getByRole("button", { name: "Download Ada Lovelock" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(failedMessage("ada-lovelock.png"));
    expect(document.querySelectorAll("a[download]")).toHaveLength(0);
  });
});

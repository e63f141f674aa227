import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blobUrlLifetimeMs, downloadBlob, downloadFile, linkLifetimeMs } from "./download-file.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

interface Click {
  href: string;
  download: string;
  hidden: boolean;
  inDocument: boolean;
}

/** Records each link click instead of following it. */
function recordClicks() {
  const clicks: Click[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({
      href: this.getAttribute("href")!,
      download: this.download,
      hidden: this.hasAttribute("hidden"),
      inDocument: document.body.contains(this),
    });
  });
  return { click, clicks };
}

describe("downloadFile", () => {
  it("clicks a temporary <a download> link and removes it 100 ms later", () => {
    const { click, clicks } = recordClicks();
    downloadFile("/graphics/private_speakers/ada-lovelock.png", "ada-lovelock.png");
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([
      {
        href: "/graphics/private_speakers/ada-lovelock.png",
        download: "ada-lovelock.png",
        hidden: true,
        inDocument: true,
      },
    ]);
    expect(document.querySelectorAll("a[download]")).toHaveLength(1);
    vi.advanceTimersByTime(linkLifetimeMs - 1);
    expect(document.querySelectorAll("a[download]")).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll("a[download]")).toHaveLength(0);
    expect(linkLifetimeMs).toBe(100);
  });
});

describe("downloadBlob", () => {
  it("downloads the Blob through a Blob URL, revoked only once the download has its bytes", async () => {
    const { clicks } = recordClicks();
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.set("blob:test/1", blob as Blob);
      return "blob:test/1";
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    downloadBlob(new Blob(["BEGIN:VCALENDAR"], { type: "text/calendar" }), "agenda.ics");
    expect(clicks).toEqual([
      { href: "blob:test/1", download: "agenda.ics", hidden: true, inDocument: true },
    ]);
    expect(blobs.get("blob:test/1")?.type).toBe("text/calendar");
    expect(await blobs.get("blob:test/1")?.text()).toBe("BEGIN:VCALENDAR");
    vi.advanceTimersByTime(linkLifetimeMs);
    expect(document.querySelectorAll("a[download]")).toHaveLength(0);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(blobUrlLifetimeMs);
    expect(revoke).toHaveBeenCalledWith("blob:test/1");
  });
});

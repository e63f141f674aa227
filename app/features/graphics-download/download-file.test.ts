import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadFile, linkLifetimeMs } from "./download-file.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("downloadFile", () => {
  it("clicks a temporary <a download> link and removes it 100 ms later", () => {
    const clicks: { href: string; download: string; inDocument: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({
        href: this.getAttribute("href")!,
        download: this.download,
        inDocument: document.body.contains(this),
      });
    });
    downloadFile("/graphics/private_speakers/ada-lovelock.png", "ada-lovelock.png");
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([
      {
        href: "/graphics/private_speakers/ada-lovelock.png",
        download: "ada-lovelock.png",
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

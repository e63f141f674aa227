import { afterEach, describe, expect, it, vi } from "vitest";
import { copyToClipboard } from "./copy-to-clipboard.ts";

describe("copyToClipboard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("succeeds when the clipboard takes the text", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await copyToClipboard("hello", { writeText })).toEqual({ ok: true });
    expect(writeText).toHaveBeenCalledWith("hello");
  });

  it("fails, without throwing, when the clipboard refuses", async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    expect(await copyToClipboard("hello", { writeText })).toEqual({
      ok: false,
      failure: "refused",
    });
  });

  it("fails when writeText throws at once", async () => {
    const writeText = vi.fn(() => {
      throw new TypeError("boom");
    });
    expect(await copyToClipboard("hello", { writeText })).toEqual({
      ok: false,
      failure: "refused",
    });
  });

  it("fails when there is no clipboard, or it cannot write text", async () => {
    expect(await copyToClipboard("hello", null)).toEqual({
      ok: false,
      failure: "unavailable",
    });
    expect(await copyToClipboard("hello", {} as never)).toEqual({
      ok: false,
      failure: "unavailable",
    });
  });

  it("uses navigator.clipboard by default, and copes with it missing", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyToClipboard("hi")).toEqual({ ok: true });
    vi.stubGlobal("navigator", {});
    expect(await copyToClipboard("hi")).toEqual({ ok: false, failure: "unavailable" });
    vi.stubGlobal("navigator", undefined);
    expect(await copyToClipboard("hi")).toEqual({ ok: false, failure: "unavailable" });
  });
});

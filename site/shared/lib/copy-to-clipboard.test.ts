import { afterEach, describe, expect, it, vi } from "vitest";
import { copyToClipboard, type ClipboardWriter } from "./copy-to-clipboard.ts";

describe("copyToClipboard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes the text and reports success", async () => {
    const writeText = vi.fn<ClipboardWriter["writeText"]>().mockResolvedValue(undefined);
    await expect(copyToClipboard("CODE20", { writeText })).resolves.toEqual({ ok: true });
    expect(writeText).toHaveBeenCalledWith("CODE20");
  });

  it("reports a refused write (rejected promise) without throwing", async () => {
    const writeText = vi
      .fn<ClipboardWriter["writeText"]>()
      .mockRejectedValue(new DOMException("Write permission denied.", "NotAllowedError"));
    await expect(copyToClipboard("CODE20", { writeText })).resolves.toEqual({
      ok: false,
      failure: "refused",
    });
  });

  it("reports a write that throws synchronously without throwing", async () => {
    const writeText = () => {
      throw new TypeError("Illegal invocation");
    };
    await expect(copyToClipboard("CODE20", { writeText })).resolves.toEqual({
      ok: false,
      failure: "refused",
    });
  });

  it("reports an unavailable clipboard when there is none or it cannot write", async () => {
    await expect(copyToClipboard("CODE20", null)).resolves.toEqual({
      ok: false,
      failure: "unavailable",
    });
    await expect(copyToClipboard("CODE20", {} as ClipboardWriter)).resolves.toEqual({
      ok: false,
      failure: "unavailable",
    });
  });

  it("uses navigator.clipboard by default", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await expect(copyToClipboard("CODE20")).resolves.toEqual({ ok: true });
    expect(writeText).toHaveBeenCalledWith("CODE20");
  });

  it("reports unavailable when navigator.clipboard is missing", async () => {
    vi.stubGlobal("navigator", {});
    await expect(copyToClipboard("CODE20")).resolves.toEqual({
      ok: false,
      failure: "unavailable",
    });
  });

  it("reports unavailable when there is no navigator at all", async () => {
    vi.stubGlobal("navigator", undefined);
    await expect(copyToClipboard("CODE20")).resolves.toEqual({
      ok: false,
      failure: "unavailable",
    });
  });

  it("reports unavailable when reading navigator.clipboard throws", async () => {
    vi.stubGlobal("navigator", {
      get clipboard(): never {
        throw new Error("blocked");
      },
    });
    await expect(copyToClipboard("CODE20")).resolves.toEqual({
      ok: false,
      failure: "unavailable",
    });
  });
});

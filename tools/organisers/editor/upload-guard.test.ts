// @vitest-environment jsdom
// Issue 21: the editor checks a chosen file before Decap uploads it (upload-guard.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptedTypes, guardUploads, refusalMessage, uploadProblems } from "./upload-guard.ts";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const file = (name: string, content: Uint8Array<ArrayBuffer> | string) => new File([content], name);

describe("uploadProblems", () => {
  it("lets the site's image types through and names every other file with why", async () => {
    expect(await uploadProblems([file("photo.png", png)])).toEqual([]);
    expect(
      await uploadProblems([
        file("photo.png", png),
        file("page.html", "<script>alert(1)</script>"),
        file("logo.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        file("photo.webp", "<html>"),
      ]),
    ).toEqual([
      "page.html: not an image type the site uses (WebP, AVIF, PNG, JPEG or SVG); only those may be published from public/",
      "logo.svg: an SVG that may not be published: <svg> has an event handler attribute (onload)",
      "photo.webp: its name says WebP, but its bytes are not a WebP image's",
    ]);
    expect(refusalMessage(["a.js: no"])).toMatch(/^This file cannot be uploaded:\n- a\.js: no\n/);
  });
});

describe("guardUploads", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  /** A file input whose change events the page's own handler (Decap's) records. */
  function pickerWith(files: File[]) {
    const input = document.createElement("input");
    input.type = "file";
    document.body.append(input);
    Object.defineProperty(input, "files", { value: files });
    const seen: Event[] = [];
    document.body.addEventListener("change", (event) => seen.push(event));
    return { input, seen };
  }

  it("holds a change until the files are checked, then passes it on; a refused file never reaches the editor", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    guardUploads(window);

    const good = pickerWith([file("photo.png", png)]);
    good.input.dispatchEvent(new Event("change", { bubbles: true }));
    expect(good.seen).toHaveLength(0);
    await vi.waitFor(() => expect(good.seen).toHaveLength(1));
    expect(alert).not.toHaveBeenCalled();

    const bad = pickerWith([file("tool.js", "alert(1)")]);
    bad.input.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledOnce());
    expect(alert.mock.calls[0]![0]).toMatch(/tool\.js: not an image type the site uses/);
    expect(bad.seen).toHaveLength(0);
  });

  it("offers only the site's image types in the picker", async () => {
    guardUploads(window);
    const input = document.createElement("input");
    input.type = "file";
    document.body.append(input);
    await vi.waitFor(() => expect(input.accept).toBe(acceptedTypes));
    expect(acceptedTypes).toBe(".webp,.avif,.png,.jpg,.jpeg,.svg");
  });
});

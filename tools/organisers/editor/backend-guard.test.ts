// The folders the guard of `npm run edit`'s backend lets the editor touch come from the editor's
// own configuration: these check that, read from the real configuration, they are the content's
// and the images' folders and nothing wider (local-backend.test.ts checks the guard at work).
import { describe, expect, it } from "vitest";
import { editorAreas, headerRefusal } from "./backend-guard.ts";
import { editorConfig } from "./editor-config.ts";

const areas = editorAreas(editorConfig({ local: true, env: {}, facts: { days: [] } }));

describe("the editor's areas for the local backend's guard", () => {
  it("are the collections' files and folders and the upload folders of the configuration", () => {
    expect(areas.files).toContain("event/content/settings.yml");
    expect(areas.files).toContain("event/content/rooms.yml");
    expect(areas.entryFolders.get("event/content/speakers")).toBe("md");
    expect(areas.entryFolders.get("event/content/journal/articles")).toBe("md");
    expect(areas.mediaFolders).toContain("event/public/images/speakers");
    expect(areas.mediaFolders).toContain("event/public/images/uploads");
  });

  it("hold nothing outside event/content/ and event/public/images/: no private content, code or root", () => {
    const all = [...areas.files, ...areas.entryFolders.keys(), ...areas.mediaFolders];
    for (const area of all) {
      expect(area).toMatch(/^event\/(content\/[\w-]+(\/[\w-]+)*(\.yml)?|public\/images\/[\w-]+)$/);
    }
    expect(all.some((area) => area.includes("private-content"))).toBe(false);
    expect(areas.files).not.toContain("content/settings-module.ts");
  });
});

describe("the guard's header check", () => {
  const policy = { port: 8081, origins: ["http://127.0.0.1:5173"] };
  const request = (headers: Record<string, string>, method = "POST") => ({
    method,
    url: "/api/v1",
    headers: {
      host: "127.0.0.1:8081",
      origin: "http://127.0.0.1:5173",
      "content-type": "application/json",
      ...headers,
    },
  });

  it("lets the development site's editor through, its preflight too", () => {
    expect(headerRefusal(request({}), policy)).toBeUndefined();
    expect(headerRefusal(request({ host: "LOCALHOST:8081" }), policy)).toBeUndefined();
    expect(headerRefusal(request({ "sec-fetch-site": "same-site" }), policy)).toBeUndefined();
    expect(headerRefusal(request({}, "OPTIONS"), policy)).toBeUndefined();
  });

  it.each([
    ["Host", { host: "127.0.0.1.nip.io:8081" }],
    ["Host", { host: "localhost:80810" }],
    ["Origin", { origin: "http://127.0.0.1:5173/" }],
    ["Origin", { origin: "http://127.0.0.1:51730" }],
    ["Sec-Fetch-Site", { "sec-fetch-site": "cross-site" }],
    ["JSON", { "content-type": "application/x-www-form-urlencoded" }],
    ["JSON", { "content-type": "application/jsonp" }],
  ])("refuses by its %s: %o", (what, headers) => {
    expect(headerRefusal(request(headers), policy)).toContain(what);
  });
});

// The agenda feed end to end, in Cloudflare's own runtime and in our Node server: a small event of
// our own (hosting/agenda-feed/fixtures/, a Sessionize export in two releases) is imported into an
// empty event with the real importer and published with the build's own step, then served:
// - by workerd (miniflare), running the Worker bundled from hosting/cloudflare/worker.ts with
//   esbuild as wrangler bundles it, beside the published folder as its static assets, with the
//   routing of deploy/wrangler.jsonc (only /agenda.ics runs the Worker);
// - by server/static-site.ts, which `npm start`, `npm run serve` and the end-to-end tests run.
// Release 2 moves one session (time and room) and cancels another; after its import and publish
// (a new Worker version on Cloudflare, the build written over the folder in Node), the same feed
// URL gives the new time under the same UID and the cancelled one as cancelled, and nothing twice.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import ICAL from "ical.js";
import { Miniflare } from "miniflare";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersFile } from "../../integrations/deploy/host-files.ts";
import { writeScheduleFiles } from "../../integrations/schedule-exports/write-schedule-files.ts";
import { createStaticSite } from "../../server/static-site.ts";
import {
  agendaCode,
  agendaKeysPath,
} from "../../site/features/schedule/agenda-link/agenda-code.ts";
import { importSchedule } from "../../tools/organisers/import-schedule/import-schedule.ts";
import { emptyEventFolder } from "../../tools/shared/empty-event-folder.ts";
import { agendaFeedPath, feedCacheControl } from "../agenda-feed/agenda-feed.ts";
import { baseSecurityHeaders, nonDocumentPolicy } from "../security-headers.ts";

const fixtures = path.resolve("hosting/agenda-feed/fixtures");
const timeZone = "Europe/Berlin";
const origin = "https://harbourlight.example";
const noNetwork = async () => {
  throw new Error("no network in this test");
};

interface WranglerConfig {
  main: string;
  compatibility_date: string;
  assets: {
    directory: string;
    binding: string;
    html_handling: "drop-trailing-slash";
    not_found_handling: "404-page";
    run_worker_first: string[];
  };
}

/** deploy/wrangler.jsonc, read as wrangler reads it (comments and trailing commas allowed). */
function wranglerConfig(): WranglerConfig {
  const file = path.resolve("deploy/wrangler.jsonc");
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, "utf8"));
  if (error) throw new Error(`deploy/wrangler.jsonc: ${JSON.stringify(error.messageText)}`);
  return config as WranglerConfig;
}

/** A release of the fixture event, imported and published as a build publishes it. */
interface Release {
  folder: string;
  /** Session id by the export's own id (2001...). */
  ids: Record<string, string>;
}

let event: string;
const folders: string[] = [];
const releases: Release[] = [];
let code: string;
let workerCode: string;
const wrangler = wranglerConfig();

async function importAndPublish(name: string): Promise<Release> {
  const result = await importSchedule({
    source: path.join(fixtures, name),
    root: event,
    fetch: noNetwork,
    timeZone,
  });
  expect(result.ok, result.lines.join("\n")).toBe(true);
  const folder = mkdtempSync(path.join(tmpdir(), "agenda-feed-release-"));
  folders.push(folder);
  await writeScheduleFiles(folder, { root: event });
  // What a host needs beside the programme's files: the not-found page and the headers file.
  writeFileSync(path.join(folder, "404.html"), "<h1>Page Not Found</h1>");
  writeFileSync(
    path.join(folder, "_headers"),
    headersFile({
      revalidate: ["/calendar/*", "/schedule.ics", "/schedule.json"],
      host: "cloudflare",
    }),
  );
  const ids = Object.fromEntries(
    readdirSync(path.join(event, "content/sessions")).map((file) => {
      const id = file.replace(/\.md$/, "");
      return [id.slice(id.lastIndexOf("-") + 1), id];
    }),
  );
  return { folder, ids };
}

beforeAll(async () => {
  event = emptyEventFolder();
  releases.push(await importAndPublish("sessionize-release-1.json"));
  releases.push(await importAndPublish("sessionize-release-2.json"));
  const [first] = releases;
  code = await agendaCode(["2001", "2002", "2003"].map((sourceId) => first!.ids[sourceId]!));
  const bundle = await build({
    entryPoints: [path.resolve("deploy", wrangler.main)],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    write: false,
    logLevel: "silent",
  });
  workerCode = bundle.outputFiles[0]!.text;
}, 120_000);

afterAll(() => {
  for (const folder of [event, ...folders]) rmSync(folder, { recursive: true, force: true });
});

/** One way of serving the published folder: deploy a release, then fetch from it. */
interface Host {
  deploy(release: Release): Promise<void>;
  fetch(sitePath: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** Cloudflare: the Worker in workerd with the release as its static assets; a deploy is a new version. */
function workerd(): Host {
  let miniflare: Miniflare | undefined;
  const options = (release: Release) => ({
    modules: true,
    script: workerCode,
    compatibilityDate: wrangler.compatibility_date,
    assets: {
      directory: release.folder,
      binding: wrangler.assets.binding,
      routerConfig: {
        has_user_worker: true,
        static_routing: { user_worker: wrangler.assets.run_worker_first },
      },
      assetConfig: {
        html_handling: wrangler.assets.html_handling,
        not_found_handling: wrangler.assets.not_found_handling,
      },
    },
  });
  return {
    async deploy(release) {
      if (miniflare) await miniflare.setOptions(options(release));
      else miniflare = new Miniflare(options(release));
      await miniflare.ready;
    },
    async fetch(sitePath, init) {
      // Miniflare's own fetch types; the answer is a standard Response to read.
      const response = await miniflare!.dispatchFetch(`${origin}${sitePath}`, init as never);
      return new Response(response.body as never, {
        status: response.status,
        headers: response.headers as never,
      });
    },
    async stop() {
      await miniflare?.dispose();
    },
  };
}

/** Node: our static server on a loopback port; a deploy is the new build written over the folder. */
function node(): Host {
  const served = mkdtempSync(path.join(tmpdir(), "agenda-feed-served-"));
  folders.push(served);
  let server: Server | undefined;
  let address = "";
  return {
    async deploy(release) {
      cpSync(release.folder, served, { recursive: true, force: true });
      if (server) return;
      server = createServer(createStaticSite({ root: served }));
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    fetch: (sitePath, init) => fetch(`${address}${sitePath}`, init),
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** Parses with ical.js; each start also as wall-clock time in the event's zone. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const wallClock = new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    dateStyle: "short",
    timeStyle: "short",
  });
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        status: component.getFirstPropertyValue("status") ?? undefined,
        start: wallClock.format(event.startDate.toJSDate()),
        end: wallClock.format(event.endDate.toJSDate()),
      };
    }),
  };
}

const feed = `${agendaFeedPath}?s=`;

describe.each([
  ["workerd (the Cloudflare Worker)", workerd],
  ["Node (npm start, npm run serve)", node],
])("the agenda feed in %s", (_, makeHost) => {
  let host: Host;
  /**
   * A deploy starts workerd again: 1-5 s on a quiet CI machine, and 16.5 s once with the cores
   * busy, over Vitest's default 15 s.
   */
  const deployLimit = 60_000;
  beforeAll(async () => {
    host = makeHost();
    await host.deploy(releases[0]!);
  }, deployLimit);
  afterAll(() => host.stop());

  const uidOf = (release: Release, sourceId: string) =>
    `${release.ids[sourceId]}@quillmere-summit.example`;

  it("gives three sessions, each at its instant in the event's zone, with the site's headers", async () => {
    const response = await host.fetch(`${feed}${code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(feedCacheControl);
    expect(response.headers.get("content-security-policy")).toBe(nonDocumentPolicy);
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    const calendar = parse(await response.text());
    expect(calendar.name).toBe("Harbourlight Data Days 2025: agenda");
    const release = releases[0]!;
    expect(calendar.events).toEqual([
      {
        uid: uidOf(release, "2001"),
        summary: "Opening keynote: tides of data",
        location: "Harbour Hall",
        status: undefined,
        start: "2025-06-12 09:00",
        end: "2025-06-12 10:00",
      },
      {
        uid: uidOf(release, "2002"),
        summary: "Workshop: charting the quay",
        location: "Net Loft",
        status: undefined,
        start: "2025-06-12 10:30",
        end: "2025-06-12 11:30",
      },
      {
        uid: uidOf(release, "2003"),
        summary: "Panel: who keeps the lighthouse logs?",
        location: "Harbour Hall",
        status: undefined,
        start: "2025-06-12 14:00",
        end: "2025-06-12 15:00",
      },
    ]);
  });

  it("gives a garbage code a valid empty calendar that says so, never an error", async () => {
    for (const garbage of ["garbage", "1zzzzzzz", "", "1"]) {
      const response = await host.fetch(`${feed}${encodeURIComponent(garbage)}`);
      expect(response.status, garbage).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const calendar = parse(await response.text());
      expect(calendar.events).toEqual([]);
      expect(calendar.name).toBe("Harbourlight Data Days 2025: agenda link not recognised");
    }
  });

  it("answers HEAD, and any other method with 405", async () => {
    const head = await host.fetch(`${feed}${code}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const post = await host.fetch(`${feed}${code}`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("leaves every other path to the static files", async () => {
    const programme = await host.fetch("/schedule.ics");
    expect(programme.status).toBe(200);
    expect(await programme.text()).toContain("BEGIN:VCALENDAR");
    expect(programme.headers.get("x-frame-options")).toBe("DENY");
    const keys = await host.fetch(agendaKeysPath);
    expect(keys.status).toBe(200);
    expect(Object.values(await keys.json())).toContain(releases[0]!.ids["2001"]);
    expect((await host.fetch("/no-such-file.ics")).status).toBe(404);
  });

  it(
    "after a re-import and a new build: the same URL moves the session, cancels the other, adds nothing",
    { timeout: deployLimit },
    async () => {
      await host.deploy(releases[1]!);
      const calendar = parse(await (await host.fetch(`${feed}${code}`)).text());
      const release = releases[1]!;
      // The same sessions under the same UIDs as in release 1, now in their new order.
      expect(calendar.events.map((event) => event.uid)).toEqual(
        ["2001", "2002", "2003"].map((sourceId) => uidOf(releases[0]!, sourceId)),
      );
      expect(calendar.events).toEqual([
        {
          uid: uidOf(release, "2001"),
          summary: "Opening keynote: tides of data",
          location: "Harbour Hall",
          status: undefined,
          start: "2025-06-12 09:00",
          end: "2025-06-12 10:00",
        },
        {
          uid: uidOf(release, "2002"),
          summary: "Workshop: charting the quay",
          location: "Harbour Hall",
          status: undefined,
          start: "2025-06-12 13:00",
          end: "2025-06-12 14:00",
        },
        {
          uid: uidOf(release, "2003"),
          summary: "Cancelled: Panel: who keeps the lighthouse logs?",
          location: "Harbour Hall",
          status: "CANCELLED",
          start: "2025-06-12 14:00",
          end: "2025-06-12 15:00",
        },
      ]);
    },
  );
});

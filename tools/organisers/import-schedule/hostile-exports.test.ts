// Issue 30, points 4-6, 8 and 9: exports and project files that a hostile review built to stop
// the import, or to make it touch what is not its own. Each must end the way the importer says:
// imported with a warning, or refused with one plain line; never a crash, a hang, or a change
// outside the project folder. (Point 7, photos through DNS rebinding, is in photos.test.ts.)
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentProblems } from "../../../content/checked-content.ts";
import { c3vocValidator } from "../../../integrations/schedule-exports/c3voc-schema.ts";
import { writeScheduleFiles } from "../../../integrations/schedule-exports/write-schedule-files.ts";
import { emptyEventFolder } from "../../shared/empty-event-folder.ts";
import { importSchedule } from "./import-schedule.ts";

const fixtures = path.join(process.cwd(), "tools/organisers/import-schedule/fixtures");
const pretalx = path.join(fixtures, "pretalx-schedule.json");
const noProblems = () => [];
const noNetwork = async () => {
  throw new Error("no network in this test");
};

let event: string;
let scratch: string;
beforeEach(() => {
  event = emptyEventFolder();
  scratch = mkdtempSync(path.join(tmpdir(), "hostile-export-"));
  return () => {
    rmSync(event, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  };
});

/** A file of the test's own, outside the project. */
function exportFile(name: string, text: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
}

/** A frab schedule.xml of one day, whose rooms (name, events as XML) are given in order. */
function frabXml(rooms: [string, string][]): string {
  const roomXml = rooms.map(([name, events]) => `<room name="${name}">${events}</room>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<schedule>
  <version>1</version>
  <conference>
    <acronym>hostile25</acronym>
    <title>Fictional Hostile Review 2025</title>
    <start>2025-03-01</start>
    <end>2025-03-01</end>
    <time_zone_name>Europe/Vienna</time_zone_name>
  </conference>
  <day index="1" date="2025-03-01" start="2025-03-01T09:00:00+01:00" end="2025-03-01T23:00:00+01:00">
${roomXml}
  </day>
</schedule>
`;
}

function frabEvent(id: number, start: string, title: string, abstract = "") {
  return `<event id="${id}" guid="7e000000-0000-4000-8000-${String(id).padStart(12, "0")}">
  <date>2025-03-01T${start}:00+01:00</date><start>${start}</start><duration>00:30</duration>
  <title>${title}</title><type>Talk</type><abstract>${abstract}</abstract>
  <persons><person id="${id}">Speaker ${String.fromCharCode(64 + (id % 26))} Example</person></persons>
</event>`;
}

/** HTML nested `depth` deep, as XML text (escaped, as FOSDEM escapes its HTML). */
const nested = (depth: number, words: string) =>
  `${"&lt;b&gt;".repeat(depth)}${words}${"&lt;/b&gt;".repeat(depth)}`;

describe("4. deeply nested HTML in a speaker's text", () => {
  it("imports a 3,000-deep abstract in under 5 s, as plain text, with a warning", async () => {
    const file = exportFile(
      "deep.xml",
      frabXml([
        [
          "Hall 1",
          [
            frabEvent(1, "10:00", "Three thousand bold", nested(3000, "still readable")),
            frabEvent(2, "11:00", "A hundred bold", nested(100, "kept &amp; readable")),
            frabEvent(
              3,
              "12:00",
              "Plain HTML",
              "&lt;p&gt;Just &lt;em&gt;fine&lt;/em&gt;.&lt;/p&gt;",
            ),
          ].join(""),
        ],
      ]),
    );
    const started = performance.now();
    const result = await importSchedule({
      source: file,
      root: event,
      fetch: noNetwork,
      check: noProblems,
    });
    const seconds = (performance.now() - started) / 1000;
    expect(result.ok, result.lines.join("\n")).toBe(true);
    expect(seconds).toBeLessThan(5);
    const report = result.lines.join("\n");
    expect(report).toMatch(
      /warning: 1 × texts written in HTML nested too deeply to convert \(over 256 levels\) were kept as plain text/,
    );
    expect(report).toMatch(
      /warning: 1 × texts written in HTML nested more than 32 levels deep were kept as plain text below that depth/,
    );
    const body = (name: string) =>
      readFileSync(path.join(event, "content/sessions", name), "utf8")
        .split("---\n")[2]!
        .trim();
    expect(body("three-thousand-bold-1.md")).toBe("still readable");
    // 32 levels of bold stay bold; below them, the text.
    expect(body("a-hundred-bold-2.md")).toBe(`${"**".repeat(32)}kept & readable${"**".repeat(32)}`);
    expect(body("plain-html-3.md")).toBe("Just _fine_.");
    expect(contentProblems({ root: event })).toEqual([]);
  });
});

describe("5. names that are object keys", () => {
  it("imports rooms named __proto__, constructor and toString, and publishes them", async () => {
    const file = exportFile(
      "keys.xml",
      frabXml([
        ["__proto__", frabEvent(11, "10:00", "In the prototype")],
        ["constructor", frabEvent(12, "10:00", "In the constructor")],
        ["toString", frabEvent(13, "10:00", "In toString")],
        // A room listed twice: its events join the first listing's.
        ["toString", frabEvent(14, "11:00", "Twice in toString")],
      ]),
    );
    const result = await importSchedule({ source: file, root: event, fetch: noNetwork });
    expect(result.ok, result.lines.join("\n")).toBe(true);
    const locations = readdirSync(path.join(event, "content/sessions"))
      .map((name) => readFileSync(path.join(event, "content/sessions", name), "utf8"))
      .map((text) => /\nlocation: (.*)\n/.exec(text)![1])
      .sort();
    expect(locations).toEqual(["__proto__", "constructor", "toString", "toString"]);
    expect(readFileSync(path.join(event, "content/rooms.yml"), "utf8")).toMatch(
      /- name: __proto__\n {2}- name: constructor\n {2}- name: toString\n/,
    );
    const out = path.join(scratch, "build");
    await writeScheduleFiles(out, { root: event });
    const schedule = JSON.parse(readFileSync(path.join(out, "schedule.json"), "utf8"));
    const validate = c3vocValidator();
    expect(validate(schedule), JSON.stringify(validate.errors)).toBe(true);
    const rooms = schedule.schedule.conference.days[0].rooms;
    expect(Object.keys(rooms).sort()).toEqual(["__proto__", "constructor", "toString"]);
    expect(rooms.toString).toHaveLength(2);
  });
});

describe("6. files the XML parser refuses", () => {
  const big = "x".repeat(9000);
  it.each([
    [
      "an external entity",
      `<?xml version="1.0"?><!DOCTYPE schedule [<!ENTITY x SYSTEM "file:///etc/passwd">]><schedule><version>&x;</version></schedule>`,
      /cannot be read as XML \(External entities are not supported\)$/,
    ],
    [
      "an entity that expands past the limit",
      `<?xml version="1.0"?><!DOCTYPE schedule [<!ENTITY a "${big}">]><schedule><version>${"&a;".repeat(20)}</version></schedule>`,
      /cannot be read as XML \(.*Expanded content length limit exceeded.*\)$/,
    ],
    [
      "tags nested past the parser's limit",
      `<schedule>${"<x>".repeat(200)}${"</x>".repeat(200)}</schedule>`,
      /cannot be read as XML \(Maximum nested tags exceeded\)$/,
    ],
    [
      "an element named __proto__",
      `<schedule><__proto__><polluted>yes</polluted></__proto__></schedule>`,
      /cannot be read as XML \(.*"__proto__" is a reserved JavaScript keyword.*\)$/,
    ],
    [
      "a tag that is never closed",
      `<schedule><day index="1">\n</schedule>`,
      /is not well-formed XML \(line 2: .*\)$/,
    ],
  ])("ends %s with one plain line that names the file and the cause", async (_, xml, cause) => {
    const file = exportFile("bad.xml", xml);
    const result = await importSchedule({
      source: file,
      root: event,
      fetch: noNetwork,
      check: noProblems,
    });
    expect(result.ok).toBe(false);
    expect(result.lines).toHaveLength(1);
    const [line] = result.lines;
    expect(line).not.toMatch(/\n|\s+at /);
    expect(line!.startsWith(`nothing was written: ${file}: `)).toBe(true);
    expect(line).toMatch(cause);
  });
});

describe("8. the export's own download", () => {
  let server: Server;
  let origin: string;
  const trickles = new Set<NodeJS.Timeout>();
  beforeAll(async () => {
    server = createServer((request, response) => {
      // Each answer on a connection of its own: a test that starts more than the server's
      // keep-alive time (5 s) after the one before could reuse a connection the server was just
      // closing, and get "read ECONNRESET" (seen on a machine with both cores overloaded).
      response.shouldKeepAlive = false;
      switch (request.url) {
        case "/slow": {
          // A byte now and then, for ever: the server of the issue, at a faster pace.
          response.writeHead(200, { "Content-Type": "application/json" });
          response.write("{");
          const timer = setInterval(() => response.write(" "), 20);
          trickles.add(timer);
          response.on("close", () => clearInterval(timer));
          return;
        }
        case "/large":
          response.writeHead(200, { "Content-Length": "2000" });
          response.end(" ".repeat(2000));
          return;
        case "/large-unannounced":
          for (let chunk = 0; chunk < 10; chunk++) response.write(" ".repeat(500));
          response.end();
          return;
        case "/loop":
          response.writeHead(302, { Location: "/loop" });
          response.end();
          return;
        case "/to-a-file":
          response.writeHead(302, { Location: "file:///etc/passwd" });
          response.end();
          return;
        default:
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(readFileSync(pretalx));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const timer of trickles) clearInterval(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const download = (url: string, limits: { timeoutMs?: number; maxBytes?: number }) =>
    importSchedule({
      source: `${origin}${url}`,
      root: event,
      check: noProblems,
      exportLimits: limits,
      // The export from the test's server; the fixture's photos from nowhere.
      fetch: (address, init) => (address.startsWith(origin) ? fetch(address, init) : noNetwork()),
    });

  it("gives up on a server that sends a byte now and then, after the time given", async () => {
    const started = performance.now();
    const result = await download("/slow", { timeoutMs: 300 });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.lines).toEqual([
      `nothing was written: ${origin}/slow: could not be downloaded (it took longer than 0.3 s)`,
    ]);
  });

  it("takes an export within the size cap, and refuses one past it", async () => {
    const within = await download("/schedule.json", {});
    expect(within.ok, within.lines.join("\n")).toBe(true);
    for (const url of ["/large", "/large-unannounced"]) {
      expect((await download(url, { maxBytes: 1000 })).lines).toEqual([
        `nothing was written: ${origin}${url}: could not be downloaded (it is larger than 1000 bytes)`,
      ]);
    }
  });

  it("follows at most five redirects, each to http or https only", async () => {
    expect((await download("/loop", {})).lines).toEqual([
      `nothing was written: ${origin}/loop: could not be downloaded (it redirects more than 5 times)`,
    ]);
    expect((await download("/to-a-file", {})).lines).toEqual([
      `nothing was written: ${origin}/to-a-file: could not be downloaded (it redirects to file:///etc/passwd: only http and https addresses are downloaded, not file:)`,
    ]);
  });
});

describe("9. paths outside the project folder", () => {
  /** A file outside the project, where `/../../<name>` under public/ leads from a folder in tmp. */
  let victim: string;
  beforeEach(() => {
    victim = path.join(tmpdir(), `import-victim-${path.basename(scratch)}`);
    writeFileSync(victim, "not the import's");
    return () => rmSync(victim, { force: true });
  });

  /** A speaker file an earlier import wrote, whose `image` leads outside the project. */
  function speakerFile(name: string, source: string, id: number) {
    writeFileSync(
      path.join(event, "content/speakers", `${name}.md`),
      `---\nid: ${id}\nsource: ${source}\nname: ${name}\nimage: /../../${path.basename(victim)}\nphotoSource: https://photos.example.test/${name}.jpg\n---\n\nA bio.\n`,
    );
  }

  it.each([true, false])(
    "neither reads, replaces nor deletes an image outside it (dry run: %s)",
    async (dryRun) => {
      // One speaker the export no longer has (the import deletes its photo), one it still has.
      speakerFile("gone-speaker", "pretalx:GONE01", 900);
      speakerFile("mira-imported", "pretalx:MHQ7XA", 901);
      const result = await importSchedule({
        source: pretalx,
        root: event,
        fetch: noNetwork,
        dryRun,
      });
      expect(result.ok, result.lines.join("\n")).toBe(true);
      expect(readFileSync(victim, "utf8")).toBe("not the import's");
      const report = result.lines.join("\n");
      for (const name of ["gone-speaker", "mira-imported"]) {
        expect(report).toContain(
          `warning: content/speakers/${name}.md: image "/../../${path.basename(victim)}" leads outside the project's public/ folder; the import does not read, replace or delete it`,
        );
      }
    },
  );

  it.each([true, false])(
    "writes nothing through a link that leads outside it (dry run: %s)",
    async (dryRun) => {
      const outside = path.join(scratch, "elsewhere");
      mkdirSync(outside);
      const speakers = path.join(event, "public/images/speakers");
      rmSync(speakers, { recursive: true, force: true });
      symlinkSync(outside, speakers);
      const portrait = await sharp({
        create: { width: 480, height: 480, channels: 3, background: { r: 9, g: 9, b: 9 } },
      })
        .png()
        .toBuffer();
      const result = await importSchedule({
        source: pretalx,
        root: event,
        fetch: async () => new Response(new Uint8Array(portrait)),
        dryRun,
      });
      expect(result.ok).toBe(false);
      expect(result.lines).toHaveLength(1);
      expect(result.lines[0]).toMatch(
        /^nothing was written: "public\/images\/speakers\/[a-z-]+\.webp" is outside the project folder .*; the import reads, writes and deletes only inside it$/,
      );
      expect(readdirSync(outside)).toEqual([]);
      expect(existsSync(path.join(event, "content/sessions"))).toBe(true);
      expect(readdirSync(path.join(event, "content/sessions"))).toEqual([]);
    },
  );
});

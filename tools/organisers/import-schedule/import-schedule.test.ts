import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentProblems } from "../../../content/checked-content.ts";
import { emptyEventFolder } from "../../shared/empty-event-folder.ts";
import { textLimits } from "../../../content/schema/text-limits.ts";
import { importSchedule, type ImportOptions } from "./import-schedule.ts";

const fixtures = path.join(process.cwd(), "tools/organisers/import-schedule/fixtures");
const pretalx = path.join(fixtures, "pretalx-schedule.json");
const noProblems = () => [];

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({
    create: { width: 640, height: 520, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
});

/** A fetch that serves a photo for two of the fixture's avatars and 404 for everything else. */
function fakeFetch(calls: string[] = []) {
  return async (url: string) => {
    calls.push(url);
    return /\/(mira|teodor)\b|tomasz\.png$/.test(url)
      ? new Response(new Uint8Array(photo))
      : new Response("not here", { status: 404 });
  };
}

/** A small project: the seed's settings, programme and rooms, one organiser's session and speaker. */
function makeProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), "import-test-"));
  mkdirSync(path.join(root, "content/sessions"), { recursive: true });
  mkdirSync(path.join(root, "content/speakers"), { recursive: true });
  mkdirSync(path.join(root, "public/images/speakers"), { recursive: true });
  for (const file of ["settings.yml", "programme.yml", "rooms.yml", "speakers.yml"]) {
    cpSync(path.join("event/content", file), path.join(root, "content", file));
  }
  writeFileSync(
    path.join(root, "content/sessions/coffee-friday.md"),
    '---\nday: 0\nstart: "10:00"\nend: "10:30"\ntitle: Coffee\nlocation: Courtyard\nkind: break\n---\n\nCoffee and tea in the courtyard.\n',
  );
  writeFileSync(
    path.join(root, "content/speakers/mira-holmqvist.md"),
    "---\n# Written by the organisers before the first import.\nid: 5\nname: Mira Holmqvist\ntitle: Head of Open Data\norganization: City of Nordlicht\nimage: /images/speakers/mira-holmqvist.webp\nsession: AI & Society\npronouns: she/her\ntwitter: mira_h\n---\n\nAn older bio.\n",
  );
  writeFileSync(path.join(root, "public/images/speakers/mira-holmqvist.webp"), "organiser's photo");
  return root;
}

/** Every file of the project with its bytes, to prove that nothing changed. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const full = path.join(root, name);
    try {
      files.set(name, readFileSync(full).toString("base64"));
    } catch {
      // A folder.
    }
  }
  return files;
}

const read = (root: string, repoPath: string) => readFileSync(path.join(root, repoPath), "utf8");

let root: string;
beforeEach(() => {
  root = makeProject();
  return () => rmSync(root, { recursive: true, force: true });
});

const run = (options: Partial<ImportOptions> = {}) =>
  importSchedule({ source: pretalx, root, fetch: fakeFetch(), check: noProblems, ...options });

describe("importing the pretalx fixture", () => {
  it("writes days, zone, rooms, sessions and speakers in local time", async () => {
    const result = await run();
    expect(result.ok).toBe(true);
    const settings = read(root, "content/settings.yml");
    expect(settings).toMatch(/^# Everything an organiser changes/);
    expect(settings).toMatch(/start: "2025-10-24"\n {2}end: "2025-10-27"/);
    // Right after the dates block, where a reader looks for it.
    expect(settings).toMatch(
      /\ntimeZone: Europe\/Berlin\ndates:\n {2}start: "2025-10-24"\n {2}end: "2025-10-27"\n/,
    );
    const programme = read(root, "content/programme.yml");
    expect(programme).toContain(
      '  - id: 3\n    name: Monday\n    date: "2025-10-27"\n    slug: monday',
    );
    expect(programme).toContain("sessionTypes:\n  - id: 1\n    name: Research Keynotes");
    expect(read(root, "content/rooms.yml")).toMatch(
      /purpose: Registration desk[\s\S]*- name: Saal Ada\n {2}- name: Raum Grace\n {2}- name: Hörsaal Ψ\n {2}- name: Terrasse\n/,
    );
    expect(read(root, "content/sessions/night-owls-live-coding-until-the-clocks-go-back-ngt6gz.md"))
      .toBe(`---
source: pretalx:NGT6GZ
day: 1
start: "23:30"
end: "02:30"
endsNextDay: true
title: "Night owls: live-coding until the clocks go back"
location: Saal Ada
kind: talk
track: Engineering
speakers:
  - 6
recording: recorded
---

Four hours of live-coding through the night the clocks go back.

Bring a laptop; we stop when the clock says 02:30 for the second time.
`);
    expect(read(root, "content/sessions/session-jpq2dx.md")).toContain(
      "recordings:\n  - title: Video recording\n    url: https://media.example.test/v/nldd2025-103\n",
    );
    expect(read(root, "content/sessions/streaming-joins-without-tears-strj9c.md")).toContain(
      "liveStreams:\n  - title: Saal Ada\n    url: https://stream.example.test/nldd2025/saal-ada\n",
    );
    expect(read(root, "content/sessions/hallway-track-ask-the-keynote-team-hwy7qd.md")).toContain(
      "\nrecording: not recorded\n",
    );
    expect(read(root, "content/sessions/lunch-lnch4e.md")).toMatch(/kind: lunch\n/);
    expect(read(root, "content/sessions/coffee-friday.md")).toContain("title: Coffee");
    expect(result.lines.join("\n")).toMatch(/"Terrasse" is not in schedule.conference.rooms/);
  });

  it("links a hand-written speaker by name and keeps what only the site has", async () => {
    await run();
    const mira = read(root, "content/speakers/mira-holmqvist.md");
    expect(mira).toContain("# Written by the organisers before the first import.\nid: 5\n");
    expect(mira).toContain("source: pretalx:MHQ7XA");
    expect(mira).toContain("pronouns: she/her\ntwitter: mira_h");
    // The organiser's own photo (no photoSource) is not replaced by the avatar.
    expect(mira).toContain("image: /images/speakers/mira-holmqvist.webp");
    expect(mira).not.toContain("photoSource");
    expect(read(root, "public/images/speakers/mira-holmqvist.webp")).toBe("organiser's photo");
    expect(read(root, "content/sessions/session-grk5fy.md")).toContain("speakers:\n  - 8\n  - 5\n");
  });

  it("downloads new photos as square WebP, and uses the default image when one fails", async () => {
    const result = await run();
    const teodor = read(root, "content/speakers/teodor-wrzesinski.md");
    expect(teodor).toContain("id: 6\n");
    expect(teodor).toContain("image: /images/speakers/teodor-wrzesinski.webp");
    expect(teodor).toContain("photoSource: https://photos.example.test/avatars/tomasz.png");
    const meta = await sharp(
      path.join(root, "public/images/speakers/teodor-wrzesinski.webp"),
    ).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 520, height: 520 });
    expect(read(root, "content/speakers/speaker-8.md")).toContain(
      "image: /images/logo/quillmere-logo.svg",
    );
    expect(result.lines.join("\n")).toMatch(
      /warning: photo of Ελένη Παπαδοπούλου could not be downloaded .* using the default image/,
    );
  });

  it("changes no file on a second run, and needs no photo download", async () => {
    await run();
    const before = snapshot(root);
    const calls: string[] = [];
    const again = await run({ fetch: fakeFetch(calls) });
    expect(again).toMatchObject({ ok: true, written: [] });
    expect(again.lines.at(-1)).toBe("no file changed");
    expect(snapshot(root)).toEqual(before);
    // Only the avatar that failed is tried again.
    expect(calls).toEqual(["https://photos.example.test/avatars/missing.jpg"]);
  });

  it("prints what it would write on a dry run, and writes nothing", async () => {
    const before = snapshot(root);
    const result = await run({ dryRun: true });
    expect(result.ok).toBe(true);
    // The programme's files and its history's first release (docs/decisions/040).
    expect(result.lines.at(-1)).toMatch(
      /^would write 19 files: content\/programme-history.yml, content\/programme.yml/,
    );
    expect(snapshot(root)).toEqual(before);
  });
});

describe("re-importing a changed export", () => {
  it("updates imported fields, keeps site-only fields, and removes what the export dropped", async () => {
    await run();
    const keynote = "content/sessions/opening-keynote-data-with-care-key1ab.md";
    writeFileSync(
      path.join(root, keynote),
      read(root, keynote).replace(
        "kind: keynote\n",
        "kind: keynote\nvipNote: Reserved front row\nchair: 5\n",
      ),
    );
    writeFileSync(
      path.join(root, "content/speakers.yml"),
      read(root, "content/speakers.yml").replace("keynotes:\n  - 1\n", "keynotes:\n  - 6\n  - 1\n"),
    );
    const json = JSON.parse(readFileSync(pretalx, "utf8"));
    const ada = json.schedule.conference.days[0].rooms["Saal Ada"];
    ada[0].title = "Opening keynote: data with more care";
    ada.splice(1, 1); // Teodor's first talk
    json.schedule.conference.days[1].rooms["Saal Ada"] = []; // and his second: Teodor leaves
    const changed = path.join(root, "changed.json");
    writeFileSync(changed, JSON.stringify(json));

    const result = await run({ source: changed });
    const text = result.lines.join("\n");
    const file = read(root, keynote);
    expect(file).toContain('title: "Opening keynote: data with more care"');
    expect(file).toContain("vipNote: Reserved front row\nchair: 5\n");
    expect(text).toContain("sessions changed (1): opening-keynote-data-with-care-key1ab (title)");
    expect(text).toMatch(/sessions removed \(2\): night-owls-.*; streaming-joins-/);
    expect(text).toContain("speakers removed (1): Teodor Wrzesiński (id 6)");
    expect(text).toContain("note: speaker id 6 left keynotes in content/speakers.yml");
    const files = readdirSync(path.join(root, "content/speakers"));
    expect(files).not.toContain("teodor-wrzesinski.md");
    expect(readdirSync(path.join(root, "public/images/speakers"))).not.toContain(
      "teodor-wrzesinski.webp",
    );
    expect(read(root, "content/speakers.yml")).toMatch(/keynotes:\n {2}- 1\n/);
    expect(read(root, "content/sessions/coffee-friday.md")).toContain("title: Coffee");
  });

  it("keeps the previous photo when a new photo URL cannot be downloaded", async () => {
    await run();
    const before = readFileSync(path.join(root, "public/images/speakers/teodor-wrzesinski.webp"));
    const json = readFileSync(pretalx, "utf8").replace("avatars/tomasz.png", "avatars/moved.png");
    writeFileSync(path.join(root, "moved.json"), json);
    const result = await run({ source: path.join(root, "moved.json") });
    expect(result.lines.join("\n")).toMatch(
      /photo of Teodor Wrzesiński .* keeping the previous photo/,
    );
    expect(readFileSync(path.join(root, "public/images/speakers/teodor-wrzesinski.webp"))).toEqual(
      before,
    );
    expect(read(root, "content/speakers/teodor-wrzesinski.md")).toContain(
      "photoSource: https://photos.example.test/avatars/tomasz.png",
    );
  });
});

describe("all or nothing", () => {
  it("writes nothing when the site's content checks fail, and says why", async () => {
    const before = snapshot(root);
    const result = await run({
      check: (staged) => {
        // The check sees the staged result, not the project.
        expect(readdirSync(path.join(staged, "content/sessions")).length).toBe(11);
        return [`${staged}/content/sessions/lunch-lnch4e.md:3 › start: broken`];
      },
    });
    expect(result.ok).toBe(false);
    expect(result.lines).toContain("  - content/sessions/lunch-lnch4e.md:3 › start: broken");
    expect(snapshot(root)).toEqual(before);
  });

  it.each([
    ["bad-not-json.json", /is neither JSON nor XML/],
    ["bad-neither-format.json", /neither a frab\/pretalx schedule .* nor a Sessionize/],
  ])("rejects %s with a message and writes nothing", async (name, message) => {
    const before = snapshot(root);
    const result = await run({ source: path.join(fixtures, name) });
    expect(result.ok).toBe(false);
    expect(result.lines.join("\n")).toMatch(message);
    expect(snapshot(root)).toEqual(before);
  });

  it("rejects an event without a title, naming it, and writes nothing", async () => {
    const json = JSON.parse(readFileSync(pretalx, "utf8"));
    json.schedule.conference.days[0].rooms["Saal Ada"][0].title = null;
    writeFileSync(path.join(root, "bad.json"), JSON.stringify(json));
    const before = snapshot(root);
    const result = await run({ source: path.join(root, "bad.json") });
    expect(result.lines).toEqual([
      'nothing was written: schedule.conference.days[0].rooms["Saal Ada"][0].title: the event has no title',
    ]);
    expect(snapshot(root)).toEqual(before);
  });
});

describe("importing Sessionize from a URL", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/all-data.json") {
        const text = readFileSync(path.join(fixtures, "sessionize-all-data.json"), "utf8");
        response.end(text);
      } else if (/\/(dana\.jpg|nikos\.png)$/.test(request.url ?? "")) {
        response.end(photo);
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("fetches the export and the photos, in the zone it is given", async () => {
    const result = await importSchedule({
      source: `${origin}/all-data.json`,
      root,
      timeZone: "America/New_York",
      check: noProblems,
      // The photos are refused from a private address such as this server's, so their made-up
      // host is sent here by a fetch of the test's own (which skips the DNS check).
      fetch: (url, init) => fetch(url.replace("https://photos.example.test", origin), init),
    });
    expect(result.ok).toBe(true);
    expect(read(root, "content/settings.yml")).toContain("timeZone: America/New_York");
    const declined = read(root, "content/sessions/transit-feeds-in-real-time-1005.md");
    expect(declined).toContain("cancelled: true");
    expect(read(root, "content/sessions/midnight-hack-dashboards-after-dark-1006.md")).toMatch(
      /start: "23:00"\nend: "01:30"\nendsNextDay: true/,
    );
    expect(read(root, "content/sessions/registration-and-breakfast-1001.md")).toContain(
      "kind: registration",
    );
    const dana = read(root, "content/speakers/dana-whitfield-osei.md");
    expect(dana).toContain("title: Director of Mapping\norganization: Harbourline Institute");
    expect(dana).toContain("photoSource: https://photos.example.test/sessionize/dana.jpg");
    expect(readdirSync(path.join(root, "public/images/speakers")).sort()).toEqual([
      "dana-whitfield-osei.webp",
      "mira-holmqvist.webp",
      "speaker-7.webp",
    ]);
    expect(result.lines.join("\n")).toMatch(/photo of Priya Raman-Holt could not be downloaded/);
  });
});

describe("real exports' traits, with the site's own content checks", () => {
  const traits = path.join(fixtures, "real-traits");
  const noNetwork = async () => {
    throw new Error("no network in this test");
  };
  let event: string;
  beforeEach(() => {
    event = emptyEventFolder();
    return () => rmSync(event, { recursive: true, force: true });
  });
  const importTrait = (name: string) =>
    importSchedule({ source: path.join(traits, name), root: event, fetch: noNetwork });

  it.each([
    "01-extra-fields-and-nulls.json",
    "02-loose-values.json",
    "03-duplicates.json",
    "04-night-sessions.json",
    "05-overlaps.json",
    "06-texts-and-links.json",
    "07-offsets-only.json",
    "08-html-texts.json",
    "09-schedule.xml",
  ])("%s imports, and a second run changes no file", async (name) => {
    const first = await importTrait(name);
    expect(first.lines.join("\n")).not.toMatch(/nothing was written/);
    expect(first.ok).toBe(true);
    const before = snapshot(event);
    const again = await importTrait(name);
    expect(again).toMatchObject({ ok: true, written: [] });
    expect(snapshot(event)).toEqual(before);
  });

  it("writes a night session on the evening's day, and sessions that share a room", async () => {
    await importTrait("04-night-sessions.json");
    expect(read(event, "content/sessions/chiptune-dj-set-4002.md")).toMatch(
      /\nday: 0\nstart: "01:30"\nend: "02:30"\nstartsNextDay: true\nendsNextDay: true\n/,
    );
    const shared = await importTrait("05-overlaps.json");
    expect(shared.lines).toContain(
      "warning: 3 sessions share a room with another session at the same time: kept, as the tool has them",
    );
  });

  it("writes two people of one name to two files, and short texts as the tool has them", async () => {
    await importTrait("03-duplicates.json");
    const speakers = readdirSync(path.join(event, "content/speakers")).sort();
    expect(speakers).toEqual(["alex-2.md", "alex.md", "jose-nunez-2.md", "jose-nunez.md"]);
    await importTrait("06-texts-and-links.json");
    expect(read(event, "content/sessions/session-6001.md")).toContain("title: X\n");
    const files = readdirSync(path.join(event, "content/speakers"));
    const q = files
      .map((name) => read(event, `content/speakers/${name}`))
      .find((text) => text.includes("\nname: Q\n"));
    expect(q).toMatch(/---\n\ntbd\n$/);
  });

  it("still refuses a hand-written session that shares a room with an imported one", async () => {
    await importTrait("05-overlaps.json");
    writeFileSync(
      path.join(event, "content/sessions/our-own-meetup.md"),
      '---\nday: 0\nstart: "14:15"\nend: "14:45"\ntitle: Our own meetup\nlocation: Hall Aurora\nkind: talk\n---\n',
    );
    const problems = contentProblems({ root: event });
    // Three clashes, each with our own meetup; none between the imported sessions.
    expect(problems).toHaveLength(3);
    for (const problem of problems) {
      expect(problem).toMatch(/"Hall Aurora" is double-booked on day 0/);
      expect(problem).toContain("our-own-meetup");
    }
  });
});

describe("links that are not web links, and values too long for the site (issue 21)", () => {
  const sessionize = path.join(fixtures, "sessionize-all-data.json");
  const noNetwork = async () => {
    throw new Error("no network in this test");
  };
  let event: string;
  beforeEach(() => {
    event = emptyEventFolder();
    return () => rmSync(event, { recursive: true, force: true });
  });

  /** Imports the Sessionize fixture, changed by `edit`, with the site's own content checks. */
  async function importEdited(edit: (json: SessionizeJson) => void) {
    const json = JSON.parse(readFileSync(sessionize, "utf8")) as SessionizeJson;
    edit(json);
    const file = path.join(event, "edited.json");
    writeFileSync(file, JSON.stringify(json));
    return importSchedule({
      source: file,
      root: event,
      timeZone: "Europe/London",
      fetch: noNetwork,
    });
  }

  const speakerFile = (name: string) =>
    readdirSync(path.join(event, "content/speakers"))
      .map((file) => read(event, `content/speakers/${file}`))
      .find((text) => text.includes(`\nname: ${name}\n`))!;

  it("drops the unusable links of a speaker's profile with a warning, and imports", async () => {
    const result = await importEdited((json) => {
      const dana = json.speakers[0]!;
      dana.profilePicture = "javascript:alert(document.cookie)";
      dana.links = [
        { title: "LinkedIn", url: "javascript:alert(document.cookie)", linkType: "LinkedIn" },
        { title: "Blog", url: "data:text/html,<script>alert(1)</script>", linkType: "Blog" },
        { title: "X", url: null, linkType: "Twitter" },
      ];
      json.speakers[1]!.links = [
        // The site's linkedin field takes only https: LinkedIn serves nothing over http.
        { title: "LinkedIn", url: "http://www.linkedin.com/in/nikos", linkType: "LinkedIn" },
        { title: "Blog", url: "https://nikos:secret@nikos.example.test/", linkType: "Blog" },
      ];
      json.speakers[2]!.links = [
        {
          title: "Company",
          url: "https://priya.example.test/?q={maps}|x",
          linkType: "Company_Website",
        },
      ];
    });
    const text = result.lines.join("\n");
    expect(text).not.toMatch(/nothing was written/);
    expect(result.ok).toBe(true);
    expect(text).toMatch(/links that are not web links .* were dropped/);
    expect(text).toMatch(/links with a user name or password were dropped/);
    expect(text).toContain(
      "1 × http: addresses were changed to https: for fields that take https only (LinkedIn serves nothing over http) (e.g. http://www.linkedin.com/in/nikos)",
    );
    const dana = speakerFile("Dana Whitfield-Osei");
    expect(dana).not.toMatch(/javascript:|data:|linkedin:|website:|photoSource:/);
    const nikos = speakerFile("Νίκος Αλεξίου");
    expect(nikos).toContain("linkedin: https://www.linkedin.com/in/nikos\n");
    expect(nikos).not.toMatch(/website:|secret/);
    // Characters the URL parser leaves but a valid address percent-encodes: kept, encoded.
    expect(speakerFile("Priya Raman-Holt")).toContain(
      "website: https://priya.example.test/?q=%7Bmaps%7D%7Cx",
    );
  });

  it("drops a session's javascript: and over-long links with a warning, and imports", async () => {
    const result = await importEdited((json) => {
      json.sessions[1]!.liveUrl = "JavaScript:alert(1)";
      json.sessions[1]!.recordingUrl = `https://video.example.test/${"v".repeat(textLimits.url)}`;
    });
    expect(result.ok).toBe(true);
    expect(result.lines.join("\n")).toMatch(/links longer than 2,000 characters were dropped/);
    const keynote = read(event, "content/sessions/keynote-maps-that-listen-1002.md");
    expect(keynote).not.toMatch(/links:|recordings:|javascript/i);
  });

  it("shortens over-long titles, names and texts with a warning naming the entry", async () => {
    const result = await importEdited((json) => {
      json.sessions[1]!.title = `Maps that listen ${"and listen ".repeat(60)}`;
      json.sessions[1]!.description = `A long talk. ${"Word ".repeat(12_000)}`;
      json.speakers[0]!.fullName = `Dana ${"Whitfield-".repeat(20)}Osei`;
      json.speakers[0]!.bio = `Dana draws maps. ${"Bio ".repeat(3_000)}`;
      json.speakers[0]!.tagLine = `Director ${"of mapping ".repeat(40)}`;
    });
    const text = result.lines.join("\n");
    expect(text).not.toMatch(/nothing was written/);
    expect(result.ok).toBe(true);
    expect(text).toMatch(
      /session sessionize:1002 \("Maps that listen and listen [^)]*\): the title has 676 characters; cut to 300/,
    );
    expect(text).toMatch(
      /session sessionize:1002 \(.*\): the description has 60,012 characters; cut to 50,000/,
    );
    expect(text).toMatch(/speaker sessionize:8c1f5a3e-.*: the name has 209 characters; cut to 120/);
    expect(text).toMatch(
      /speaker sessionize:8c1f5a3e-.*: the bio has 12,016 characters; cut to 10,000/,
    );
    expect(text).toMatch(
      /speaker sessionize:8c1f5a3e-.*: the title has 448 characters; cut to 300/,
    );
    const session = readdirSync(path.join(event, "content/sessions")).find((name) =>
      name.endsWith("-1002.md"),
    )!;
    const title = /\ntitle: (.*)\n/.exec(read(event, `content/sessions/${session}`))![1]!;
    expect(title.length).toBeLessThanOrEqual(textLimits.title);
    // Cut between words.
    expect(title).toMatch(/ (and|listen)…$/);
  });
});

interface SessionizeJson {
  sessions: { title: string; description?: string; liveUrl?: string; recordingUrl?: string }[];
  speakers: {
    fullName: string;
    bio?: string;
    tagLine?: string;
    profilePicture?: string;
    links: { title: string; url: string | null; linkType: string }[];
  }[];
}

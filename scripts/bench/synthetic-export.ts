// A made-up but realistic programme for `npm run bench:scale` (issue 20): a frab/c3voc
// schedule.json the size of a large congress (about 1,400 sessions, 700 speakers, 100 rooms,
// 4 days) with the traits real exports have
// (scripts/organisers/import-schedule/fixtures/real-traits/): night sessions after midnight listed
// under the evening's day, several sessions sharing a room at one time, sessions without speakers,
// long titles, Greek, CJK and Arabic text, a few HTML abstracts. Deterministic: the same options
// give the same file, byte for byte. No photos (no avatar URLs), so importing it needs no network.

export interface SyntheticExportOptions {
  /** Default 1400. */
  sessions?: number;
  /** Default: half the sessions (700 for 1,400). */
  speakers?: number;
  /** Default: 100, fewer for a small programme (one room per 14 sessions, at least 4). */
  rooms?: number;
  /** Default 4 (the site shows 1 to 7). */
  days?: number;
  /** The generator's seed; another seed gives another programme of the same shape. */
  seed?: number;
  /** The first day, YYYY-MM-DD. Default 2025-12-27. */
  firstDay?: string;
}

/** One event as the c3voc layout writes it (the fields the importer reads, and some it ignores). */
export interface SyntheticEvent {
  id: number;
  guid: string;
  logo: string;
  date: string;
  start: string;
  duration: string;
  room: string;
  slug: string;
  url: string;
  title: string;
  subtitle: string | null;
  track: string;
  type: string;
  language: string;
  abstract: string;
  description: string | null;
  recording_license: string;
  do_not_record: boolean;
  persons: { id: number; guid: string; public_name: string; biography: string | null }[];
  links: { title: string; url: string }[];
  attachments: never[];
  answers: never[];
}

export interface SyntheticExport {
  $schema: string;
  generator: { name: string; version: string };
  schedule: {
    version: string;
    base_url: string;
    conference: {
      acronym: string;
      title: string;
      start: string;
      end: string;
      daysCount: number;
      timeslot_duration: string;
      time_zone_name: string;
      rooms: { name: string; guid: string; capacity: number }[];
      tracks: { name: string; color: string }[];
      days: {
        index: number;
        date: string;
        day_start: string;
        day_end: string;
        rooms: Record<string, SyntheticEvent[]>;
      }[];
    };
  };
}

/** mulberry32: a small seeded generator, good enough for test data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  words(list: readonly string[], count: number): string {
    return Array.from({ length: count }, () => this.pick(list)).join(" ");
  }
}

const adjectives = [
  "Reproducible",
  "Distributed",
  "Accessible",
  "Offline-first",
  "Low-power",
  "Open",
  "Federated",
  "Resilient",
  "Tiny",
  "Verifiable",
  "Sustainable",
  "Private",
  "Community-run",
  "Incremental",
  "Post-quantum",
];
const subjects = [
  "build systems",
  "mesh networks",
  "screen readers",
  "sensor fleets",
  "election audits",
  "compilers",
  "public archives",
  "weather stations",
  "bike-sharing data",
  "type checkers",
  "radio telescopes",
  "library catalogues",
  "flight trackers",
  "garbage collectors",
  "city budgets",
  "firmware updates",
  "translation memories",
  "solar inverters",
];
const endings = [
  "in practice",
  "without tears",
  "for everyone",
  "at scale",
  "on a shoestring",
  "ten years later",
  "from first principles",
  "the hard way",
  "and what we learned",
  "for small teams",
];
const filler = [
  "we",
  "measure",
  "the",
  "data",
  "every",
  "night",
  "and",
  "share",
  "what",
  "breaks",
  "when",
  "volunteers",
  "run",
  "servers",
  "in",
  "a",
  "basement",
  "with",
  "careful",
  "tests",
  "open",
  "hardware",
  "long",
  "term",
  "maintenance",
  "of",
  "public",
  "infrastructure",
  "shows",
  "how",
];
const greekTitles = [
  "Ανοιχτά δεδομένα για τις δημόσιες συγκοινωνίες",
  "Κρυπτογραφία για όλους: μια πρακτική εισαγωγή",
  "Από το εργαστήριο στην κοινότητα",
];
const greekText =
  "Παρουσιάζουμε πώς μια μικρή ομάδα εθελοντών συντηρεί ανοιχτές υποδομές δεδομένων για μια ολόκληρη πόλη, και τι μάθαμε στην πορεία.";
const cjkTitles = [
  "データ品質の七つの習慣",
  "オープンソースで作る気象観測網",
  "开放数据与城市交通",
  "自由软件社区的十年",
];
const cjkText =
  "実例とともに、検証・記録・共有の方法を説明します。小さなチームでも続けられる運用の工夫を紹介します。";
const arabicTitles = [
  "البيانات المفتوحة في خدمة المدن",
  "أمن الشبكات المجتمعية",
  "الترجمة الآلية للغة العربية",
];
const arabicText =
  "نعرض كيف يمكن لفريق صغير من المتطوعين أن يبني شبكة مجتمعية آمنة ومفتوحة، وما الدروس التي تعلمناها خلال السنوات الماضية.";
const givenNames = [
  "Mira",
  "Teodor",
  "Ama",
  "Jonas",
  "Priya",
  "Lucía",
  "Oskar",
  "Noor",
  "Kenji",
  "Ingrid",
  "Tomasz",
  "Fatou",
  "Elif",
  "Rafael",
  "Saoirse",
  "Dmitri",
  "Aiyana",
  "Björn",
  "Chiara",
  "Wen",
];
const familyNames = [
  "Holmqvist",
  "Wrzesiński",
  "Mensah",
  "Albers",
  "Raghunathan",
  "Ferreira",
  "Lindqvist",
  "Haddad",
  "Takeda",
  "Sørensen",
  "Kowalczyk",
  "Diallo",
  "Yılmaz",
  "Quintero",
  "Ní Bhriain",
  "Volkov",
  "Begay",
  "Ólafsson",
  "Bianchi",
  "Zhang",
];
/** Given and family names in Greek, Japanese, Chinese and Arabic script. */
const nonLatinNames: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ["Ελένη", "Νίκος", "Μαρία", "Γιώργος"],
    ["Παπαδοπούλου", "Αλεξίου", "Οικονόμου"],
  ],
  [
    ["花子", "健", "陽菜", "蓮"],
    ["山田", "佐藤", "鈴木"],
  ],
  [
    ["明", "静", "伟", "芳"],
    ["李", "王", "陈"],
  ],
  [
    ["فاطمة", "يوسف", "ليلى", "عمر"],
    ["حداد", "الزهراء", "منصور"],
  ],
];
const trackNames = [
  "Hardware",
  "Security",
  "Ethics, Society & Politics",
  "Science",
  "Art & Culture",
  "Entertainment",
  "Infrastructure",
  "Open Data",
  "Education",
  "Community",
  "Climate",
  "Software Engineering",
];
const trackColours = [
  "#2f6f4f",
  "#3355aa",
  "#aa3355",
  "#7a5c00",
  "#5a3d8a",
  "#00707a",
  "#8a4b00",
  "#2d6a8a",
  "#6b6b00",
  "#8a2d6a",
  "#3d7a3d",
  "#4b4b8a",
];
const sessionKinds = ["Talk", "Talk", "Talk", "Workshop", "Lightning Talk", "Panel", "Meetup"];
const durations = [30, 40, 45, 60, 60, 90, 120];

const pad = (value: number) => String(value).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A UUID-shaped id that depends only on its inputs. */
function guidOf(kind: number, id: number): string {
  const hex = (id >>> 0).toString(16).padStart(12, "0");
  return `${pad(kind)}000000-0000-4000-8000-${hex}`;
}

/** Shares that add up to 1: the second day is the busiest, as at a congress. */
function dayShares(days: number): number[] {
  const weights = Array.from({ length: days }, (_, index) =>
    index === 1 || days === 1 ? 1.4 : 1 - index * 0.05,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** Splits a count by shares, in whole numbers that add up to the count. */
function split(count: number, shares: readonly number[]): number[] {
  const parts = shares.map((share) => Math.floor(count * share));
  for (let index = 0; parts.reduce((a, b) => a + b, 0) < count; index++) {
    parts[index % parts.length]! += 1;
  }
  return parts;
}

interface PlannedSlot {
  day: number;
  room: number;
  /** Minutes from the day's midnight; 1440 and more is the night after. */
  start: number;
  minutes: number;
}

/**
 * When and where each session happens. Each room runs its sessions one after another from the
 * morning with a break between; the last rooms are assembly stages, where two or three meetups
 * start at the same time; a few sessions each day are night sessions after midnight.
 */
function planSlots(dice: Dice, sessions: number, rooms: number, days: number): PlannedSlot[] {
  const assemblyRooms = Math.max(1, Math.floor(rooms / 10));
  const nightRooms = Math.max(1, Math.floor(rooms / 25));
  const slots: PlannedSlot[] = [];
  split(sessions, dayShares(days)).forEach((count, day) => {
    const nights = Math.max(1, Math.round(count * 0.03));
    const assembly = Math.max(2, Math.round(count * 0.06));
    const regular = Math.max(0, count - nights - assembly);
    const cursors = Array.from({ length: rooms }, () => 10 * 60 + 15 * dice.int(4));
    /** The next start in a room; a room full until 23:00 starts over in the morning (overlaps). */
    const take = (room: number, minutes: number) => {
      if (cursors[room]! + minutes > 23 * 60) cursors[room] = 10 * 60 + 5 * dice.int(24);
      const start = cursors[room]!;
      cursors[room] = start + minutes + 15;
      return start;
    };
    // Regular sessions fill the ordinary rooms one after another.
    const ordinary = Math.max(1, rooms - assemblyRooms);
    for (let index = 0; index < regular; index++) {
      const room = index % ordinary;
      const minutes = dice.pick(durations);
      slots.push({ day, room, start: take(room, minutes), minutes });
    }
    // Assembly stages: groups of 2-3 meetups that start together in one room.
    for (let placed = 0; placed < assembly;) {
      const room = rooms - 1 - dice.int(assemblyRooms);
      const group = Math.min(assembly - placed, 2 + dice.int(2));
      const start = take(room, 60);
      for (let member = 0; member < group; member++) {
        slots.push({ day, room, start, minutes: 60 });
      }
      placed += group;
    }
    // Night sessions: 23:30 and after midnight, in the first rooms, listed under this day.
    for (let index = 0; index < nights; index++) {
      const room = index % nightRooms;
      const start = 23 * 60 + 30 + 60 * Math.floor(index / nightRooms);
      slots.push({ day, room, start: Math.min(start, 27 * 60), minutes: 60 });
    }
  });
  return slots;
}

function sessionTitle(dice: Dice, index: number): { title: string; language: string } {
  const roll = index % 40;
  if (roll === 7) return { title: dice.pick(greekTitles), language: "el" };
  if (roll === 17 || roll === 31) return { title: dice.pick(cjkTitles), language: "ja" };
  if (roll === 23) return { title: dice.pick(arabicTitles), language: "ar" };
  const base = `${dice.pick(adjectives)} ${dice.pick(subjects)} ${dice.pick(endings)}`;
  if (roll === 11 || roll === 37) {
    // A long title, as some speakers write them (about 200 characters).
    return {
      title: `${base}: ${dice.words(filler, 12)}, ${dice.pick(subjects)} and ${dice.pick(subjects)} ${dice.pick(endings)} – a report from ${dice.int(12) + 3} years of ${dice.pick(subjects)}`,
      language: "en",
    };
  }
  return { title: base, language: "en" };
}

function sentence(dice: Dice, words: number): string {
  const text = dice.words(filler, words);
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function abstractOf(dice: Dice, index: number, language: string): string {
  if (language === "el") return greekText;
  if (language === "ja") return cjkText;
  if (language === "ar") return arabicText;
  if (index % 50 === 13) {
    return `<p>Why <strong>${dice.pick(subjects)}</strong> matter &mdash; ${dice.words(filler, 10)}.</p><hr /><ul><li>${dice.words(filler, 4)}</li><li>${dice.words(filler, 4)}</li></ul><p>See <a href="https://example.test/notes/${index}">the notes</a> &amp; slides.</p>`;
  }
  return Array.from({ length: 3 + dice.int(4) }, () => sentence(dice, 8 + dice.int(10))).join(" ");
}

/** A name of its own for each speaker: Latin script mostly, one in 23 in another script. */
function speakerName(index: number): string {
  if (index % 23 === 5) {
    const [given, family] = nonLatinNames[Math.floor(index / 23) % nonLatinNames.length]!;
    const round = Math.floor(index / (23 * nonLatinNames.length));
    const name = `${given[round % given.length]} ${family[Math.floor(round / given.length) % family.length]}`;
    // Japanese and Chinese names are written family name first.
    const [first, last] = name.split(" ");
    return /\p{Script=Han}/u.test(name) ? `${last} ${first}` : `${first} ${last}`;
  }
  const given = givenNames[index % givenNames.length]!;
  const family = familyNames[Math.floor(index / givenNames.length) % familyNames.length]!;
  const round = Math.floor(index / (givenNames.length * familyNames.length));
  // Past 400 names, a middle initial keeps them apart.
  return round === 0
    ? `${given} ${family}`
    : `${given} ${String.fromCharCode(64 + round)}. ${family}`;
}

/** The export: the same options give the same object. */
export function syntheticExport(options: SyntheticExportOptions = {}): SyntheticExport {
  const sessionCount = options.sessions ?? 1400;
  const speakerCount = options.speakers ?? Math.max(1, Math.round(sessionCount / 2));
  const roomCount = options.rooms ?? Math.min(100, Math.max(4, Math.ceil(sessionCount / 14)));
  const dayCount = options.days ?? 4;
  const firstDay = options.firstDay ?? "2025-12-27";
  if (!Number.isInteger(sessionCount) || sessionCount < 10) {
    throw new Error(`sessions must be a whole number ≥ 10, not ${sessionCount}`);
  }
  if (dayCount < 1 || dayCount > 7) throw new Error(`days must be 1 to 7, not ${dayCount}`);
  const dice = new Dice(options.seed ?? 20);

  const speakers = Array.from({ length: speakerCount }, (_, index) => {
    const name = speakerName(index);
    return {
      id: 1000 + index,
      guid: guidOf(2, 1000 + index),
      public_name: name,
      biography:
        index % 31 === 3
          ? null
          : index % 97 === 8
            ? `<p>${name} builds <em>tiny</em> things.</p><p>See <a href="https://example.test/people/${index}">their site</a>.</p>`
            : `${name} ${sentence(dice, 12 + dice.int(14)).toLowerCase()}`,
    };
  });
  const rooms = Array.from({ length: roomCount }, (_, index) => ({
    name:
      index === 2
        ? "Hörsaal Ψ"
        : index === 5
          ? "会議室 五"
          : index >= roomCount - Math.max(1, Math.floor(roomCount / 10))
            ? `Assembly Stage ${index + 1}`
            : `Hall ${index + 1}`,
    guid: guidOf(3, index + 1),
    capacity: index < 5 ? 800 : 40 + 20 * (index % 10),
  }));
  const tracks = trackNames.map((name, index) => ({ name, color: trackColours[index]! }));
  const dates = Array.from({ length: dayCount }, (_, index) => addDays(firstDay, index));
  // Central European winter time, as in the congress this imitates.
  const offset = "+01:00";
  const days = dates.map((date, index) => ({
    index: index + 1,
    date,
    day_start: `${date}T10:00:00${offset}`,
    day_end: `${addDays(date, 1)}T04:00:00${offset}`,
    rooms: {} as Record<string, SyntheticEvent[]>,
  }));

  // Every speaker speaks at least once; some sessions have two or three, some none.
  let nextSpeaker = 0;
  const slots = planSlots(dice, sessionCount, roomCount, dayCount);
  slots.forEach((slot, index) => {
    const id = 10_000 + index;
    const { title, language } = sessionTitle(dice, index);
    const assembly = rooms[slot.room]!.name.startsWith("Assembly");
    const kind = assembly ? "Meetup" : dice.pick(sessionKinds);
    // Self-organised meetups, and now and then a session whose speakers are not public yet.
    const withoutSpeakers = assembly || index % 13 === 4;
    const personCount = withoutSpeakers ? 0 : dice.chance(0.15) ? 2 + dice.int(2) : 1;
    const persons: SyntheticEvent["persons"] = [];
    for (let person = 0; person < personCount; person++) {
      const remaining = slots.length - index;
      const unassigned = speakerCount - nextSpeaker;
      const speaker =
        person === 0 && unassigned > 0
          ? speakers[nextSpeaker++]!
          : unassigned >= remaining && unassigned > 0
            ? speakers[nextSpeaker++]!
            : speakers[dice.int(Math.max(1, nextSpeaker))]!;
      if (!persons.some((known) => known.id === speaker.id)) persons.push(speaker);
    }
    const calendarDate = slot.start >= 24 * 60 ? addDays(dates[slot.day]!, 1) : dates[slot.day]!;
    const start = clock(slot.start);
    const room = rooms[slot.room]!.name;
    const event: SyntheticEvent = {
      id,
      guid: guidOf(1, id),
      logo: "",
      date: `${calendarDate}T${start}:00${offset}`,
      start,
      duration: `${pad(Math.floor(slot.minutes / 60))}:${pad(slot.minutes % 60)}`,
      room,
      slug: `synth-${id}`,
      url: `https://frab.example.test/synth/events/${id}.html`,
      title,
      subtitle: index % 9 === 2 ? `${dice.pick(adjectives)} ${dice.pick(subjects)}` : null,
      track: tracks[(slot.room + slot.day) % tracks.length]!.name,
      type: kind,
      language,
      abstract: abstractOf(dice, index, language),
      description: index % 3 === 0 ? sentence(dice, 20 + dice.int(20)) : null,
      recording_license: "",
      do_not_record: index % 17 === 0,
      persons,
      links:
        index % 6 === 1
          ? [{ title: "Slides", url: `https://slides.example.test/synth/${id}` }]
          : [],
      attachments: [],
      answers: [],
    };
    (days[slot.day]!.rooms[room] ??= []).push(event);
  });
  // Each room's events in time order, as the tools write them.
  for (const day of days) {
    for (const events of Object.values(day.rooms)) {
      events.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    }
  }

  return {
    $schema: "https://c3voc.de/schedule/schema.json",
    generator: { name: "frab", version: "synthetic" },
    schedule: {
      version: "1.0",
      base_url: "https://frab.example.test/",
      conference: {
        acronym: "synth25",
        title: "Synthetic Congress 2025",
        start: dates[0]!,
        end: dates.at(-1)!,
        daysCount: dayCount,
        timeslot_duration: "00:05",
        time_zone_name: "Europe/Berlin",
        rooms,
        tracks,
        days,
      },
    },
  };
}

/** Every event of an export, with the date of the day it is listed under. */
export function eventsOf(file: SyntheticExport): { dayDate: string; event: SyntheticEvent }[] {
  return file.schedule.conference.days.flatMap((day) =>
    Object.values(day.rooms).flatMap((events) =>
      events.map((event) => ({ dayDate: day.date, event })),
    ),
  );
}

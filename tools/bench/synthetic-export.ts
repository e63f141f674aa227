// A made-up but realistic programme for `npm run bench:scale` (issues 20 and 29): a frab/c3voc
// schedule.json shaped like a real Chaos Communication Congress, with the traits real exports
// have (tools/organisers/import-schedule/fixtures/real-traits/): night sessions after midnight
// listed under the evening's day, several sessions sharing a room at one time, sessions without
// speakers, long titles, Greek, CJK and Arabic text, a few HTML abstracts, Markdown descriptions
// with links and lists, links and attachments relative to the tool, recordings. Deterministic:
// the same options give the same file, byte for byte. Fictional: every name and text is made up
// from the word lists below. No photos (no avatar URLs), so importing it needs no network.
//
// Calibration. The shape follows the 39th Chaos Communication Congress (39C3, December 2025), its
// frab/c3voc `everything.schedule.json` as published before the event (all stages and
// self-organised sessions), measured event by event:
// - 4 days, 895 sessions: 251 / 293 / 259 / 92 (the last day ends in the afternoon).
// - 58 rooms: 6 lecture halls, 13 stages, 39 workshop spaces; sessions by kind of room
//   256 / 200 / 439 (29 / 22 / 49 %); rooms used per day 46 / 53 / 49 / 36. Lecture halls run
//   12-15 sessions a day from 10:00 to about 01:00 with 15-minute changeovers; stages and workshop
//   spaces 1-16, with gaps.
// - Busiest day (the second): 293 sessions in 53 rooms, up to 35 rooms in use at once (14:45),
//   20-30 from 11:00 to 21:00, 2-3 through the night until 04:00. Sessions after midnight, listed
//   under the evening's day: 15 / 14 / 14 / 3. One room-slot shared by two sessions.
// - Durations: median 60 min, mean 72; 40 min (103), 50 (108), 60 (207), 90 (73), 120 (108),
//   a few of 3 to 12 hours.
// - People per session: none 115 (13 %), one 609 (68 %), two 131 (15 %), three 35 (4 %), four to
//   eight 5; mean 1.1, 1.3 among sessions with people. 709 people (0.79 per session); 79 % of them
//   in one session, one in 18. Names: median 10 characters (many handles). Bios: 37 % empty;
//   non-empty median 261 characters, p90 719, max 2,106.
// - Abstracts: 25 % empty; non-empty median 273 characters, p90 836, max 2,829, plain text.
//   Descriptions: 13 % empty; non-empty median 760, p90 1,857, p99 3,758, max 30,156 (a wiki page
//   pasted in); Markdown, median 3 paragraphs, a link in 17 %, a list in 12 %, HTML in 1 %.
// - Titles: median 43 characters, p90 86, max 171; no subtitles. Nine tracks, on 26 % of the
//   sessions (the lecture halls' and the live stages'); most sessions' type is "other".
// - Links: 8 sessions with 1-4 "related" links, 17 with attachments (PDFs at paths relative to
//   the tool). No recording links (published before the event); 7 rooms record by default
//   (232 sessions, 26 %), `do_not_record` on 45 sessions (5 %).
// - 277 of the 709 people have an avatar URL; the synthetic ones have none.
// Scaled to the size issue 29 measured a Congress at (about 1,350 sessions, 92 rooms): by default
// 1,400 sessions in 90 rooms (9 halls, 20 stages, 61 workshop spaces), 1,109 people; 393 / 458 /
// 405 / 144 sessions a day; on the busiest day 458 sessions in 82 rooms, up to 59 of them in use
// at once (39C3's 35 of 53, scaled by 1.55, would be 54). It is the export as it would be after
// the event: each session in a room that records by default has a recording link (c3voc `links`
// with type "recording") unless `do_not_record` (280 sessions, 20 %).

export interface SyntheticExportOptions {
  /** Default 1400. */
  sessions?: number;
  /** Default: 0.79 per session (1,109 for 1,400), as at 39C3. */
  speakers?: number;
  /** Default: 90, fewer for a small programme (one room per 15.5 sessions, at least 4). */
  rooms?: number;
  /** Default 4 (the site shows 1 to 7). */
  days?: number;
  /** The generator's seed; another seed gives another programme of the same shape. */
  seed?: number;
  /** The first day, YYYY-MM-DD. Default 2025-12-27. */
  firstDay?: string;
}

/** A link or attachment as c3voc writes it. */
export interface SyntheticLink {
  url: string;
  type: string;
  title: string;
}

/** One event as the c3voc layout writes it (the fields the importer reads, and some it ignores). */
export interface SyntheticEvent {
  id: number;
  guid: string;
  logo: string | null;
  date: string;
  start: string;
  duration: string;
  room: string;
  slug: string;
  url: string;
  title: string;
  subtitle: string | null;
  track: string | null;
  type: string;
  language: string;
  abstract: string;
  description: string | null;
  recording_license: string;
  do_not_record: boolean;
  persons: { id: number; guid: string; public_name: string; biography: string | null }[];
  links: SyntheticLink[];
  attachments: SyntheticLink[];
  answers: never[];
}

type RoomKind = "lecturehall" | "stage" | "workshop";

export interface SyntheticRoom {
  name: string;
  guid: string;
  type: RoomKind;
  capacity: number;
  features: { recording?: "record_by_default" | "not_recorded_by_default" | "recording_forbidden" };
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
      rooms: SyntheticRoom[];
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

// ---------------------------------------------------------------------------------------------
// The real figures, as the generator draws from them

/** The days' shares of the sessions (39C3: 251 / 293 / 259 / 92). */
const dayWeights = { first: 251 / 293, busiest: 1, middle: 259 / 293, lastShort: 92 / 293 };
/** Rooms of each kind (39C3: 6 / 13 / 39 of 58) and the sessions they hold (256 / 200 / 439). */
const roomShare = { lecturehall: 6 / 58, stage: 13 / 58 };
const sessionShare = { lecturehall: 256 / 895, stage: 200 / 895 };
/** People per session, with their shares (39C3: 115 / 609 / 131 / 35 / 3 / 1 / 1 of 895). */
const peoplePerSession: readonly (readonly [number, number])[] = [
  [0, 115],
  [1, 609],
  [2, 131],
  [3, 35],
  [4, 3],
  [5, 1],
  [8, 1],
];
/** Share of sessions with an empty abstract (225 of 895). */
const emptyAbstract = 225 / 895;
/** Share with an empty description: 108 of 670 with an abstract, 7 of 225 without one. */
const emptyDescription = { withAbstract: 108 / 670, withoutAbstract: 7 / 225 };
const emptyBio = 262 / 709;
/** Quantiles of the lengths (characters) of the non-empty texts: [share below, length]. */
type Quantiles = readonly (readonly [number, number])[];
const abstractLengths: Quantiles = [
  [0, 6],
  [0.05, 32],
  [0.1, 47],
  [0.25, 107],
  [0.5, 273],
  [0.75, 486],
  [0.9, 836],
  [0.95, 1026],
  [0.98, 1466],
  [0.99, 1591],
  [0.995, 1812],
  [0.999, 2072],
  [1, 2829],
];
/** Up to 8,220; the one of 30,156 is added on its own (`pastedWikiPage`). */
const descriptionLengths: Quantiles = [
  [0, 2],
  [0.05, 102],
  [0.1, 176],
  [0.25, 397],
  [0.5, 760],
  [0.75, 1247],
  [0.9, 1857],
  [0.95, 2302],
  [0.98, 3308],
  [0.99, 3758],
  [0.995, 4122],
  [1, 8220],
];
const pastedWikiPage = 30_000;
const bioLengths: Quantiles = [
  [0, 3],
  [0.05, 25],
  [0.1, 45],
  [0.25, 104],
  [0.5, 261],
  [0.75, 476],
  [0.9, 719],
  [0.95, 959],
  [0.98, 1289],
  [0.99, 1506],
  [1, 2106],
];
const titleLengths: Quantiles = [
  [0, 4],
  [0.05, 12],
  [0.1, 17],
  [0.25, 26],
  [0.5, 43],
  [0.75, 63],
  [0.9, 86],
  [0.95, 99],
  [0.98, 119],
  [0.99, 136],
  [0.995, 149],
  [1, 171],
];
/** Durations in minutes by kind of room, with weights: 39C3's (a few rare lengths merged). */
const durations: Record<RoomKind | "night", readonly (readonly [number, number])[]> = {
  lecturehall: [
    [25, 17],
    [40, 100],
    [50, 31],
    [60, 62],
    [80, 29],
    [90, 4],
    [120, 5],
    [180, 1],
  ],
  stage: [
    [15, 7],
    [25, 14],
    [30, 18],
    [45, 11],
    [50, 14],
    [60, 52],
    [80, 7],
    [90, 18],
    [120, 33],
    [150, 11],
    [180, 14],
    [210, 1],
  ],
  workshop: [
    [15, 8],
    [25, 16],
    [30, 48],
    [45, 25],
    [50, 67],
    [60, 94],
    [80, 13],
    [90, 51],
    [110, 8],
    [120, 73],
    [150, 10],
    [180, 10],
    [240, 2],
    [300, 4],
    [420, 2],
    [720, 3],
  ],
  night: [
    [60, 2],
    [90, 3],
    [120, 4],
  ],
};
/** Minutes between two sessions in one room, with weights. */
const gaps: Record<RoomKind | "night", readonly (readonly [number, number])[]> = {
  lecturehall: [
    [15, 9],
    [30, 1],
  ],
  stage: [
    [0, 2],
    [15, 4],
    [30, 4],
    [60, 3],
    [120, 1],
  ],
  workshop: [
    [0, 2],
    [15, 3],
    [30, 4],
    [60, 4],
    [90, 2],
    [120, 2],
    [180, 1],
  ],
  night: [[0, 1]],
};

/** The latest start, in minutes from the day's midnight (39C3: halls until about 01:00). */
const latestStarts: Record<RoomKind | "night", number> = {
  lecturehall: 25 * 60,
  stage: 24 * 60,
  workshop: 23 * 60,
  night: 27 * 60,
};
/** About how long a session and the gap after it take, in minutes. */
const typicalSlot: Record<RoomKind | "night", number> = {
  lecturehall: 70,
  stage: 115,
  workshop: 135,
  night: 100,
};

// ---------------------------------------------------------------------------------------------
// Dice

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
  /** One of the values, each as likely as its weight. */
  weighted<T>(table: readonly (readonly [T, number])[]): T {
    const total = table.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of table) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return table.at(-1)![0];
  }
  /** A value drawn from a distribution given by its quantiles, linear between them. */
  fromQuantiles(table: Quantiles): number {
    const share = this.next();
    for (let index = 1; index < table.length; index++) {
      const [upper, high] = table[index]!;
      if (share <= upper) {
        const [lower, low] = table[index - 1]!;
        return Math.round(low + ((high - low) * (share - lower)) / (upper - lower || 1));
      }
    }
    return table.at(-1)![1];
  }
}

// ---------------------------------------------------------------------------------------------
// Words (made up for this file; no real programme's text)

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
  "Hackable",
  "Forgotten",
  "Repairable",
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
  "voting machines",
  "payment terminals",
  "hearing aids",
  "tram signals",
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
/** Frequent short words, drawn about as often as in English prose. */
const commonWords = [
  "the",
  "the",
  "of",
  "and",
  "to",
  "a",
  "in",
  "is",
  "for",
  "we",
  "how",
  "that",
  "with",
  "on",
  "our",
  "this",
  "it",
  "as",
  "be",
  "are",
  "from",
  "what",
  "can",
  "you",
  "not",
  "they",
  "will",
  "by",
  "at",
  "or",
];
const contentWords = [
  "data",
  "network",
  "volunteers",
  "servers",
  "basement",
  "careful",
  "tests",
  "open",
  "hardware",
  "long",
  "maintenance",
  "public",
  "infrastructure",
  "shows",
  "measure",
  "night",
  "share",
  "breaks",
  "community",
  "protocol",
  "firmware",
  "device",
  "vulnerability",
  "disclosure",
  "vendor",
  "patch",
  "researchers",
  "attack",
  "encryption",
  "keys",
  "privacy",
  "surveillance",
  "law",
  "government",
  "agency",
  "citizens",
  "rights",
  "freedom",
  "archive",
  "library",
  "history",
  "project",
  "years",
  "workshop",
  "beginners",
  "soldering",
  "circuit",
  "board",
  "radio",
  "signal",
  "antenna",
  "satellite",
  "orbit",
  "climate",
  "energy",
  "solar",
  "battery",
  "repair",
  "waste",
  "software",
  "source",
  "code",
  "compiler",
  "kernel",
  "memory",
  "bugs",
  "fuzzing",
  "reverse",
  "engineering",
  "binary",
  "chip",
  "silicon",
  "supply",
  "chain",
  "trust",
  "model",
  "threat",
  "users",
  "interface",
  "design",
  "art",
  "music",
  "sound",
  "light",
  "installation",
  "game",
  "players",
  "story",
  "city",
  "transport",
  "trains",
  "tickets",
  "maps",
  "location",
  "phones",
  "apps",
  "tracking",
  "advertising",
  "platform",
  "moderation",
  "speech",
  "language",
  "translation",
  "machine",
  "learning",
  "training",
  "bias",
  "audit",
  "elections",
  "ballots",
  "counting",
  "health",
  "records",
  "hospital",
  "insurance",
  "school",
  "students",
  "teachers",
  "education",
  "children",
  "parents",
  "accessibility",
  "blind",
  "deaf",
  "wheelchair",
  "stairs",
  "space",
  "tables",
  "assembly",
  "talk",
  "questions",
  "answers",
  "slides",
  "demo",
  "results",
  "paper",
  "method",
  "experiment",
  "sensors",
  "air",
  "water",
  "soil",
  "farm",
  "food",
  "kitchen",
  "recipe",
  "coffee",
  "tea",
  "late",
  "early",
  "small",
  "large",
  "cheap",
  "expensive",
  "broken",
  "working",
  "secure",
  "insecure",
  "simple",
  "complex",
  "old",
  "new",
  "local",
  "global",
  "shared",
  "private",
  "free",
  "careful",
  "quick",
  "slow",
  "practical",
  "theoretical",
  "surprising",
  "obvious",
  "reliable",
  "fragile",
  "distributed",
  "central",
  "federated",
  "decentralised",
  "printer",
  "scanner",
  "camera",
  "microphone",
  "keyboard",
  "screen",
  "cable",
  "router",
  "switch",
  "bridge",
  "tunnel",
  "packet",
  "route",
  "mirror",
  "backup",
  "restore",
  "update",
  "release",
  "version",
  "documentation",
  "manual",
  "guide",
  "tutorial",
  "bring",
  "laptop",
  "learn",
  "build",
  "explain",
  "discuss",
  "show",
  "try",
  "explore",
  "collect",
  "publish",
  "analyse",
  "compare",
  "discover",
  "fix",
  "break",
  "protect",
  "observe",
  "question",
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
/** Pieces of handles, as many people at a congress go by. */
const handleStarts = ["zir", "mox", "kel", "ruf", "bit", "tan", "lum", "vex", "nor", "quo", "fen"];
const handleEnds = ["kel", "bot", "fox", "ix", "byte", "wren", "ode", "ant", "mir", "tek"];
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
/** Nine tracks, as at 39C3: seven for the lecture halls, two for the stages. */
const hallTracks = [
  "Hardware",
  "Security",
  "Ethics, Society & Politics",
  "Science",
  "Art & Culture",
  "Entertainment",
  "Community",
];
const liveTrack = "Live Performance";
const djTrack = "DJ Set";
const trackColours = [
  "#2f6f4f",
  "#3355aa",
  "#aa3355",
  "#7a5c00",
  "#5a3d8a",
  "#00707a",
  "#8a4b00",
  "#2d6a8a",
  "#8a2d6a",
];
const types: Record<RoomKind | "night" | "shared", readonly (readonly [string, number])[]> = {
  lecturehall: [
    ["Talk", 16],
    ["Short talk", 2],
    ["Panel discussion", 1],
    ["Ceremony", 1],
  ],
  stage: [
    ["other", 6],
    ["live performance", 3],
    ["Talk", 2],
    ["Live podcast", 2],
    ["Game show", 1],
  ],
  workshop: [
    ["other", 10],
    ["Workshop", 5],
    ["Workshop 50 Minutes", 2],
    ["Meetup", 2],
    ["Help desk", 1],
  ],
  night: [["DJ Set", 1]],
  shared: [["Meetup", 1]],
};
const stageNames = ["Lantern", "Dome", "Harbour", "Orbit", "Garden", "Tower", "Studio", "Deck"];
const assemblyNames = [
  "Tinkerers'",
  "Radio Club",
  "Repair Café",
  "Kids' Space",
  "Open Data",
  "Soldering",
  "Privacy Circle",
  "Fediverse",
  "Food Hackers",
  "Rope & Knots",
  "Bike Kitchen",
  "Zine",
];
const spaceNames = ["Workshop Area", "Table", "Living Room", "Lab", "Corner"];

// ---------------------------------------------------------------------------------------------
// Text

const pad = (value: number) => String(value).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
/** Characters as people count them (code points), as the calibration was measured. */
const lengthOf = (text: string) => [...text].length;

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

/**
 * Made-up words (names of projects, tools and places, jargon), so that the prose has about the
 * variety of real text and compresses about as well: 39C3's abstracts and descriptions gzip to
 * 39 % of their size; prose from the word lists alone would gzip to 31 %.
 */
const madeUpWords = (() => {
  const dice = new Dice(2025);
  const onsets = [
    "b",
    "br",
    "d",
    "f",
    "g",
    "gr",
    "k",
    "kl",
    "l",
    "m",
    "n",
    "p",
    "r",
    "s",
    "st",
    "t",
    "tr",
    "v",
    "z",
  ];
  const vowels = ["a", "e", "i", "o", "u", "ei", "au"];
  const codas = ["", "", "n", "r", "s", "x", "l", "t", "nd"];
  return Array.from({ length: 3000 }, () =>
    Array.from(
      { length: 2 + dice.int(2) },
      () => `${dice.pick(onsets)}${dice.pick(vowels)}${dice.pick(codas)}`,
    ).join(""),
  );
})();

/** A word of prose: frequent short words, the topic's words and now and then a made-up one. */
function word(dice: Dice): string {
  const roll = dice.next();
  if (roll < 0.4) return dice.pick(commonWords);
  if (roll < 0.6) return dice.pick(madeUpWords);
  return dice.pick(contentWords);
}

/** A sentence of about `words` words (a question now and then). */
function sentence(dice: Dice, words = 6 + dice.int(16)): string {
  const text = Array.from({ length: Math.max(1, words) }, () => word(dice)).join(" ");
  return `${capitalised(text)}${dice.chance(0.08) ? "?" : "."}`;
}

/** Prose of about `target` characters, in paragraphs of two to four sentences when asked. */
function prose(dice: Dice, target: number, paragraphs: boolean): string {
  if (target < 40) {
    // A fragment: a few words, as in "tbd" or a one-line note.
    let text = capitalised(word(dice));
    while (lengthOf(text) < target - 1) text += ` ${word(dice)}`;
    return `${text}.`;
  }
  const blocks: string[] = [];
  let current: string[] = [];
  let length = 0;
  let perParagraph = 2 + dice.int(3);
  for (;;) {
    const next = sentence(dice);
    // Stop where the text comes closest to the target.
    if (length > 0 && length + lengthOf(next) / 2 > target) break;
    current.push(next);
    length += lengthOf(next) + 1;
    if (paragraphs && current.length === perParagraph) {
      blocks.push(current.join(" "));
      current = [];
      perParagraph = 2 + dice.int(3);
      length += 1;
    }
  }
  if (current.length) blocks.push(current.join(" "));
  return blocks.join(paragraphs ? "\n\n" : " ");
}

/**
 * A Markdown description of about `target` characters, as 39C3's are: paragraphs, and in some a
 * link, a bare address, a list or a heading.
 */
function markdownDescription(dice: Dice, target: number, id: number): string {
  if (target < 120) return prose(dice, target, false);
  const extras: string[] = [];
  if (dice.chance(0.17)) {
    extras.push(
      `${sentence(dice, 8)} See [${dice.pick(["the project notes", "our wiki page", "the sign-up pad", "the repository"])}](https://notes.example.test/synth/${id}).`,
    );
  }
  if (dice.chance(0.1)) extras.push(`More at https://pad.example.test/synth-${id}`);
  if (dice.chance(0.12)) {
    extras.push(
      Array.from(
        { length: 3 + dice.int(4) },
        () => `- ${capitalised(sentence(dice, 3 + dice.int(6)).slice(0, -1))}`,
      ).join("\n"),
    );
  }
  const heading = dice.chance(0.04)
    ? `## ${capitalised(`${dice.pick(contentWords)} ${dice.pick(contentWords)}`)}\n\n`
    : "";
  const extraLength = extras.reduce((sum, extra) => sum + lengthOf(extra) + 2, lengthOf(heading));
  const body = prose(dice, Math.max(40, target - extraLength), true).split("\n\n");
  // The extras go after the first paragraph, as announcements tend to.
  body.splice(1, 0, ...extras);
  return heading + body.join("\n\n");
}

/** A title of about `target` characters. */
function titleOfLength(dice: Dice, target: number): string {
  if (target < 20) {
    let text = capitalised(dice.pick(contentWords));
    while (lengthOf(text) < target - 3) text += ` ${dice.pick(contentWords)}`;
    return text;
  }
  let text = `${dice.pick(adjectives)} ${dice.pick(subjects)}`;
  if (lengthOf(text) + 12 < target) text += ` ${dice.pick(endings)}`;
  if (lengthOf(text) + 8 < target) text += ":";
  while (lengthOf(text) + 4 < target) text += ` ${word(dice)}`;
  return text;
}

// ---------------------------------------------------------------------------------------------
// Rooms and times

interface PlannedRoom extends SyntheticRoom {
  /** A stage for the night (DJ sets from the evening until 04:00). */
  night: boolean;
  /** A shared table, where two or three meetups start at one time. */
  shared: boolean;
  /** How many sessions it gets, relative to the other rooms of its kind. */
  popularity: number;
}

function planRooms(dice: Dice, count: number): PlannedRoom[] {
  const halls = Math.max(1, Math.round(count * roomShare.lecturehall));
  const stages = Math.max(1, Math.round(count * roomShare.stage));
  const nightStages = stages >= 3 ? Math.max(1, Math.round(stages / 7)) : 0;
  const sharedTables = count >= 8 ? Math.max(1, Math.round(count / 45)) : 0;
  return Array.from({ length: count }, (_, index): PlannedRoom => {
    const guid = guidOf(3, index + 1);
    if (index < halls) {
      return {
        name: index === 2 ? "Hörsaal Ψ" : index === 5 ? "会議室 五" : `Hall ${index + 1}`,
        guid,
        type: "lecturehall",
        capacity: Math.max(400, 3000 - 700 * index),
        // Two in three halls are recorded by default, as at 39C3 (four of six).
        features: {
          recording: index % 3 === 2 ? "not_recorded_by_default" : "record_by_default",
        },
        night: false,
        shared: false,
        popularity: 1,
      };
    }
    if (index < halls + stages) {
      const stage = index - halls;
      const round = Math.floor(stage / stageNames.length);
      return {
        name: `${stageNames[stage % stageNames.length]} Stage${round ? ` ${round + 1}` : ""}`,
        guid,
        type: "stage",
        capacity: 100 + 50 * (stage % 7),
        features:
          stage >= nightStages && stage < nightStages + 2 ? { recording: "record_by_default" } : {},
        night: stage < nightStages,
        shared: false,
        // Stages hold 2 to 16 sessions a day; the night stages fill the night.
        popularity: stage < nightStages ? 2 : 0.4 + 1.6 * dice.next(),
      };
    }
    const space = index - halls - stages;
    const shared = index >= count - sharedTables;
    const round = Math.floor(space / (assemblyNames.length * spaceNames.length));
    return {
      name: shared
        ? `Shared Table ${count - index}`
        : `${assemblyNames[space % assemblyNames.length]} ${spaceNames[Math.floor(space / assemblyNames.length) % spaceNames.length]}${round ? ` ${round + 1}` : ""}`,
      guid,
      type: "workshop",
      capacity: 10 + 10 * (space % 5),
      features: space === 3 ? { recording: "recording_forbidden" } : {},
      night: false,
      shared,
      // Most workshop spaces hold one to four sessions a day, a few a dozen.
      popularity: shared ? 0 : 0.15 + 2.5 * dice.next() ** 3,
    };
  });
}

/** Shares that add up to 1: the second day the busiest, the last one short, as at 39C3. */
function dayShares(days: number): number[] {
  const weights = Array.from({ length: days }, (_, index) =>
    index === 1 || days === 1
      ? dayWeights.busiest
      : index === 0
        ? dayWeights.first
        : index === days - 1 && days >= 3
          ? dayWeights.lastShort
          : dayWeights.middle,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** Splits a count by weights, in whole numbers that add up to the count (largest remainder). */
function split(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (count * weight) / total);
  const parts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let taken = parts.reduce((a, b) => a + b, 0), at = 0; taken < count; taken++, at++) {
    parts[order[at % order.length]!.index]! += 1;
  }
  return parts;
}

interface PlannedSlot {
  day: number;
  room: number;
  /** Minutes from the day's midnight; 1440 and more is the night after. */
  start: number;
  minutes: number;
  /** One of two or three meetups that start together at a shared table. */
  shared: boolean;
}

/**
 * When and where each session happens. Lecture halls run talks one after another from the
 * morning until after midnight; stages and workshop spaces hold fewer sessions, with gaps; the
 * night stages play from the evening until about 04:00; at the shared tables two or three meetups
 * start at one time. Every session on the last day (of three or more) starts by 16:00.
 */
function planSlots(
  dice: Dice,
  sessions: number,
  rooms: readonly PlannedRoom[],
  days: number,
): PlannedSlot[] {
  const slots: PlannedSlot[] = [];
  const byKind = (kind: RoomKind) =>
    rooms.flatMap((room, index) => (room.type === kind && !room.shared ? [index] : []));
  const halls = byKind("lecturehall");
  const stages = byKind("stage");
  const spaces = byKind("workshop");
  const sharedTables = rooms.flatMap((room, index) => (room.shared ? [index] : []));
  split(sessions, dayShares(days)).forEach((count, day) => {
    const lastShort = days >= 3 && day === days - 1;
    const latestStart = lastShort ? 16 * 60 : latestStarts.workshop;
    // Shared tables: a group of two or three meetups for every hundred sessions.
    const groups = sharedTables.length ? Math.max(1, Math.round(count / 100)) : 0;
    const groupSizes = Array.from({ length: groups }, () => 2 + dice.int(2));
    const sharedCount = Math.min(
      groupSizes.reduce((a, b) => a + b, 0),
      Math.max(0, count - 3),
    );
    const regular = count - sharedCount;
    const hallCount = Math.round(regular * sessionShare.lecturehall);
    const stageCount = spaces.length
      ? Math.round(regular * sessionShare.stage)
      : regular - hallCount;
    const perRoom = new Map<number, number>();
    const assign = (indices: number[], total: number) => {
      const weights = indices.map((index) => {
        const room = rooms[index]!;
        if (room.night && lastShort) return 0;
        // Some spaces stay empty on a day, more on the short last day.
        if (room.type === "workshop" && dice.chance(lastShort ? 0.35 : 0.1)) return 0;
        return room.popularity * (room.type === "lecturehall" ? 1 : 0.6 + 0.8 * dice.next());
      });
      const counts = split(
        total,
        weights.some((weight) => weight > 0) ? weights : indices.map(() => 1),
      );
      indices.forEach((index, at) => perRoom.set(index, counts[at]!));
    };
    assign(halls, hallCount);
    assign(stages, stageCount);
    assign(spaces, regular - hallCount - stageCount);

    const cursors = new Map<number, number>();
    const overflow: number[] = [];
    /** The latest start in a room of a kind (39C3: halls until about 01:00, the night until 04:00). */
    const latest = (kind: RoomKind | "night") => (lastShort ? 16 * 60 : latestStarts[kind]);
    for (const [index, roomCount] of perRoom) {
      const room = rooms[index]!;
      const kind = room.night ? "night" : room.type;
      // A room with few sessions may start them late; one with many starts in the morning.
      const span = roomCount * typicalSlot[kind];
      const open =
        kind === "night"
          ? 21 * 60
          : kind !== "lecturehall"
            ? 11 * 60
            : day === 0
              ? 10 * 60 + 30
              : 10 * 60;
      const latestOpening = Math.max(open, (lastShort ? 15 * 60 : 23 * 60) - span);
      let cursor = open + 30 * dice.int(Math.floor((latestOpening - open) / 30) + 1);
      for (let placed = 0; placed < roomCount; placed++) {
        const minutes = dice.weighted(durations[kind]);
        if (cursor > latest(kind)) {
          overflow.push(minutes);
          continue;
        }
        slots.push({ day, room: index, start: cursor, minutes, shared: false });
        cursor += minutes + dice.weighted(gaps[kind]);
      }
      if (roomCount > 0) cursors.set(index, cursor);
    }
    // What did not fit goes to the daytime room in use that is free first (a hall at least).
    for (const minutes of overflow) {
      const [index, cursor] = [...cursors]
        .filter(([index]) => !rooms[index]!.night)
        .reduce((best, entry) => (entry[1] < best[1] ? entry : best));
      slots.push({
        day,
        room: index,
        start: Math.min(cursor, latest(rooms[index]!.type)),
        minutes,
        shared: false,
      });
      cursors.set(index, cursor + minutes + 15);
    }
    // The shared tables' meetups, one hour each.
    let remaining = sharedCount;
    groupSizes.forEach((size, group) => {
      const index = sharedTables[group % sharedTables.length]!;
      const cursor = cursors.get(index) ?? 11 * 60 + 30 * dice.int(4);
      const start = Math.min(cursor, latestStart);
      for (let member = 0; member < Math.min(size, remaining); member++) {
        slots.push({ day, room: index, start, minutes: 60, shared: true });
      }
      remaining -= Math.min(size, remaining);
      cursors.set(index, cursor + 60 + 30 * (1 + dice.int(3)));
    });
  });
  return slots;
}

// ---------------------------------------------------------------------------------------------
// People

/** A name of its own for each speaker: names and handles, one in 23 in another script. */
function speakerName(index: number): string {
  if (index % 23 === 5) {
    const [given, family] = nonLatinNames[Math.floor(index / 23) % nonLatinNames.length]!;
    const round = Math.floor(index / (23 * nonLatinNames.length));
    const name = `${given[round % given.length]} ${family[Math.floor(round / given.length) % family.length]}`;
    // Japanese and Chinese names are written family name first.
    const [first, last] = name.split(" ");
    return /\p{Script=Han}/u.test(name) ? `${last} ${first}` : `${first} ${last}`;
  }
  // Two in five go by a handle, as many do at a congress (39C3's median name: 10 characters).
  if (index % 5 === 1 || index % 5 === 3) {
    const start = handleStarts[index % handleStarts.length]!;
    const end = handleEnds[Math.floor(index / handleStarts.length) % handleEnds.length]!;
    const round = Math.floor(index / (handleStarts.length * handleEnds.length));
    return round === 0 ? `${start}${end}` : `${start}${end}${round + 1}`;
  }
  const given = givenNames[index % givenNames.length]!;
  const family = familyNames[Math.floor(index / givenNames.length) % familyNames.length]!;
  const round = Math.floor(index / (givenNames.length * familyNames.length));
  // Past 400 names, a middle initial keeps them apart.
  return round === 0
    ? `${given} ${family}`
    : `${given} ${String.fromCharCode(64 + round)}. ${family}`;
}

function biography(dice: Dice, name: string, index: number): string | null {
  if (dice.chance(emptyBio)) return null;
  if (index % 97 === 8) {
    return `<p>${name} builds <em>tiny</em> things.</p><p>See <a href="https://example.test/people/${index}">their site</a>.</p>`;
  }
  const target = dice.fromQuantiles(bioLengths);
  if (target < 60) return prose(dice, target, false);
  return `${name} ${prose(dice, target - lengthOf(name) - 1, target > 600).replace(/^./, (c) => c.toLowerCase())}`;
}

// ---------------------------------------------------------------------------------------------
// Sessions

function sessionTitle(dice: Dice, index: number): { title: string; language: string } {
  const roll = index % 40;
  if (roll === 7) return { title: dice.pick(greekTitles), language: "el" };
  if (roll === 17 || roll === 31) return { title: dice.pick(cjkTitles), language: "ja" };
  if (roll === 23) return { title: dice.pick(arabicTitles), language: "ar" };
  // One in 200 as long as the longest at 39C3 (160-171 characters).
  const target = index % 200 === 11 ? 160 + dice.int(12) : dice.fromQuantiles(titleLengths);
  return { title: titleOfLength(dice, target), language: "en" };
}

function textsOf(
  dice: Dice,
  index: number,
  id: number,
  language: string,
): { abstract: string; description: string | null } {
  const other = { el: greekText, ja: cjkText, ar: arabicText }[language];
  if (other) {
    return {
      abstract: other,
      description: markdownDescription(dice, dice.fromQuantiles(descriptionLengths), id),
    };
  }
  if (index % 100 === 13) {
    // An abstract written in HTML, as some tools send them.
    return {
      abstract: `<p>Why <strong>${dice.pick(subjects)}</strong> matter &mdash; ${prose(dice, 80, false)}</p><hr /><ul><li>${sentence(dice, 4)}</li><li>${sentence(dice, 4)}</li></ul><p>See <a href="https://example.test/notes/${index}">the notes</a> &amp; slides.</p>`,
      description: markdownDescription(dice, dice.fromQuantiles(descriptionLengths), id),
    };
  }
  const abstract = dice.chance(emptyAbstract)
    ? ""
    : prose(dice, dice.fromQuantiles(abstractLengths), false);
  const noDescription = dice.chance(
    abstract ? emptyDescription.withAbstract : emptyDescription.withoutAbstract,
  );
  return {
    abstract,
    description: noDescription
      ? null
      : markdownDescription(dice, dice.fromQuantiles(descriptionLengths), id),
  };
}

/** "Related" links (slides, code) and attachments at paths relative to the tool, as at 39C3. */
function relatedLinks(
  dice: Dice,
  id: number,
): { links: SyntheticLink[]; attachments: SyntheticLink[] } {
  const links: SyntheticLink[] = dice.chance(8 / 895)
    ? Array.from({ length: 1 + dice.int(4) }, (_, n) => ({
        url: `https://code.example.test/synth/${id}${n ? `/part-${n}` : ""}`,
        type: "related",
        title: n === 0 ? "Slides" : `Source code (${dice.pick(contentWords)})`,
      }))
    : [];
  const attachments: SyntheticLink[] = dice.chance(17 / 895)
    ? [
        {
          url: `/media/synth25/submissions/S${id}/resources/slides_${id}.pdf`,
          type: "related",
          title: "Slides",
        },
      ]
    : [];
  return { links, attachments };
}

/** The export: the same options give the same object. */
export function syntheticExport(options: SyntheticExportOptions = {}): SyntheticExport {
  const sessionCount = options.sessions ?? 1400;
  const speakerCount = options.speakers ?? Math.max(1, Math.round(sessionCount * (709 / 895)));
  const roomCount = options.rooms ?? Math.min(90, Math.max(4, Math.round(sessionCount / 15.5)));
  const dayCount = options.days ?? 4;
  const firstDay = options.firstDay ?? "2025-12-27";
  if (!Number.isInteger(sessionCount) || sessionCount < 10) {
    throw new Error(`sessions must be a whole number ≥ 10, not ${sessionCount}`);
  }
  if (dayCount < 1 || dayCount > 7) throw new Error(`days must be 1 to 7, not ${dayCount}`);
  // A lecture hall, a stage and workshop spaces at the least.
  if (!Number.isInteger(roomCount) || roomCount < 4) {
    throw new Error(`rooms must be a whole number ≥ 4, not ${roomCount}`);
  }
  const dice = new Dice(options.seed ?? 20);

  const speakers = Array.from({ length: speakerCount }, (_, index) => {
    const name = speakerName(index);
    return {
      id: 1000 + index,
      guid: guidOf(2, 1000 + index),
      public_name: name,
      biography: biography(dice, name, index),
    };
  });
  const plannedRooms = planRooms(dice, roomCount);
  const rooms: SyntheticRoom[] = plannedRooms.map(({ name, guid, type, capacity, features }) => ({
    name,
    guid,
    type,
    capacity,
    features,
  }));
  const tracks = [...hallTracks, liveTrack, djTrack].map((name, index) => ({
    name,
    color: trackColours[index]!,
  }));
  const dates = Array.from({ length: dayCount }, (_, index) => addDays(firstDay, index));
  // Central European winter time, as in the congress this imitates.
  const offset = "+01:00";
  const days = dates.map((date, index) => ({
    index: index + 1,
    date,
    day_start: `${date}T${index === 0 ? "10:00" : "06:00"}:00${offset}`,
    day_end:
      index === dayCount - 1 && dayCount >= 3
        ? `${date}T18:00:00${offset}`
        : `${addDays(date, 1)}T06:00:00${offset}`,
    rooms: {} as Record<string, SyntheticEvent[]>,
  }));

  const slots = planSlots(dice, sessionCount, plannedRooms, dayCount);
  // How many people each session has; shared-table meetups are self-organised, with nobody named.
  const personCounts = slots.map((slot) => (slot.shared ? 0 : dice.weighted(peoplePerSession)));
  // Every speaker speaks at least once: add people where there are too few places for them.
  let total = personCounts.reduce((a, b) => a + b, 0);
  for (let at = 0; total < speakerCount && at < 20 * slots.length; at++) {
    const index = at % slots.length;
    if (!slots[index]!.shared && (personCounts[index]! > 0 || at >= slots.length)) {
      personCounts[index]! += 1;
      total += 1;
    }
  }
  let places = total;
  let nextSpeaker = 0;
  slots.forEach((slot, index) => {
    const id = 10_000 + index;
    const { title, language } = sessionTitle(dice, index);
    const room = plannedRooms[slot.room]!;
    const kind = slot.shared ? "shared" : room.night ? "night" : room.type;
    const persons: SyntheticEvent["persons"] = [];
    for (let person = 0; person < personCounts[index]!; person++, places--) {
      const unassigned = speakerCount - nextSpeaker;
      // A newcomer as often as it takes for everyone to speak; else someone who spoke already,
      // the early ones more often (39C3: 79 % of people in one session, one in 18).
      const newcomer = unassigned > 0 && (unassigned >= places || dice.chance(unassigned / places));
      let speaker = newcomer
        ? speakers[nextSpeaker++]!
        : speakers[Math.floor(Math.max(1, nextSpeaker) * dice.next() ** 1.5)]!;
      if (persons.some((known) => known.id === speaker.id) && nextSpeaker < speakerCount) {
        speaker = speakers[nextSpeaker++]!;
      }
      if (!persons.some((known) => known.id === speaker.id)) persons.push(speaker);
    }
    const calendarDate = slot.start >= 24 * 60 ? addDays(dates[slot.day]!, 1) : dates[slot.day]!;
    const start = clock(slot.start);
    const doNotRecord = dice.chance(45 / 895);
    const recorded = room.features.recording === "record_by_default" && !doNotRecord;
    const { links, attachments } = relatedLinks(dice, id);
    if (recorded) {
      links.push({
        url: `https://media.example.test/v/synth25-${id}`,
        type: "recording",
        title: "Recording",
      });
    }
    const texts =
      index === 500
        ? // One description as long as a wiki page pasted in (39C3's longest: 30,156).
          { abstract: "", description: markdownDescription(dice, pastedWikiPage, id) }
        : textsOf(dice, index, id, language);
    const event: SyntheticEvent = {
      id,
      guid: guidOf(1, id),
      logo: null,
      date: `${calendarDate}T${start}:00${offset}`,
      start,
      duration: `${pad(Math.floor(slot.minutes / 60))}:${pad(slot.minutes % 60)}`,
      room: room.name,
      slug: `synth25-${id}`,
      url: `https://frab.example.test/synth/events/${id}.html`,
      title,
      // 39C3 has none; other tools' exports do.
      subtitle: index % 60 === 2 ? `${dice.pick(adjectives)} ${dice.pick(subjects)}` : null,
      track:
        kind === "lecturehall"
          ? hallTracks[(slot.room + slot.day + index) % hallTracks.length]!
          : kind === "night"
            ? djTrack
            : kind === "stage" && dice.chance(0.3)
              ? liveTrack
              : null,
      type: dice.weighted(types[kind]),
      language,
      ...texts,
      recording_license: "",
      do_not_record: doNotRecord,
      persons,
      links,
      attachments,
      answers: [],
    };
    (days[slot.day]!.rooms[room.name] ??= []).push(event);
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

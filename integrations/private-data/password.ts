// Build-only. The password never gets a VITE_ prefix and is never imported by browser code: it only
// derives the key that encrypts the private data at build time.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import { loadContent } from "../../content/checked-content.ts";
import { ContentError } from "../../content/problems.ts";
import type { Settings } from "../../content/schema/settings.ts";
import { testBuildOut } from "./test-build.ts";

/** `npm start` previews the site with it. Documented in README.md; no deployable build has it. */
export const demoPassword = "quillmere-demo-2025";

/** The builds for the tests use this fixture, so the tests can unlock the private area. */
export const testFixturePassword = "fixture-password-for-tests-7f3a";

/**
 * A build for the tests sets it ("1") beside the fixture password: the one way a build accepts that
 * password, which is in this project's source and so refused everywhere else.
 */
export const testBuildVariable = "QUILLMERE_TEST_BUILD";
/** What a test build adds to its environment (`npm run build:test`, project copies, benches). */
export const testBuildEnv = {
  PRIVATE_AREA_PASSWORD: testFixturePassword,
  [testBuildVariable]: "1",
} as const;

/**
 * The minimum. Anyone can download /data/private.json and try passwords offline, as fast as their
 * hardware allows, with nothing to stop or slow them but the key derivation: PBKDF2-SHA256 at
 * 600,000 iterations lets one current graphics card try about 1.5 × 10^4 passwords a second
 * (hashcat's benchmark, about 9 million a second at 999 iterations, scaled to 600,000). zxcvbn's
 * "very strong" (score 4) starts at 10^10 guesses: about a week of one GPU, too little for codes,
 * analytics and plans that matter for months. 10^14 guesses are some 200 GPU-years. The length
 * floor keeps out short passwords the estimator happens to overrate.
 */
export const minimumLength = 16;
export const minimumGuessesLog10 = 14;

/** The project's root: BUILD_OUT is resolved against it, as astro.config.ts's outDir is. */
const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
/** The folder hosts deploy (its client/), where `npm run build` writes when BUILD_OUT is not set. */
export const deployableBuildOut = "build";

/** Whether a build writes into the project's deployable build/ (or a folder inside it). */
export function buildsDeployableFolder(env: NodeJS.ProcessEnv): boolean {
  const deployable = path.resolve(projectRoot, deployableBuildOut);
  const out = path.resolve(projectRoot, env.BUILD_OUT ?? deployableBuildOut);
  return out === deployable || out.startsWith(`${deployable}${path.sep}`);
}

/** `npm start` sets it: a local preview, built with the demo password into `previewBuildOut`. */
export const localPreviewVariable = "QUILLMERE_LOCAL_PREVIEW";
/** Where `npm start` builds the preview: a cache folder, never the deployable `build/`. */
export const previewBuildOut = "node_modules/.cache/quillmere-preview";

/**
 * Passphrases every cracking list starts with, famous for being quoted as examples (xkcd 936's two,
 * the pangram) or for topping the leaked-password lists. zxcvbn's dictionaries know their words
 * one by one but not the phrases, so it rates "correct horse battery staple" as four random words.
 */
export const famousPassphrases = [
  "correct horse battery staple",
  "Tr0ub4dor&3",
  "the quick brown fox jumps over the lazy dog",
  "password",
  "P@ssw0rd",
  "letmein",
  "iloveyou",
  "trustno1",
  "hunter2",
  "open sesame",
  "may the force be with you",
  "to be or not to be that is the question",
] as const;

/** Words anyone would try first against this site: its name, and the words of its tests' password. */
const projectWords = ["quillmere", "summit", "private", "password", "fixture", "tests"];

/** A phrase in the forms people type it: as written, and joined by nothing, "-", "_" or ".". */
function phraseForms(phrase: string): string[] {
  const words = phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [phrase.toLowerCase(), ...["", "-", "_", "."].map((separator) => words.join(separator))];
}

/**
 * The summit's own words from content/settings.yml (its names, the organiser, the venue and its
 * address, the city, the dates and years), each word and each whole phrase: an attacker reads them
 * on the public pages and tries them first ("Quillmere AI Summit 2025 London").
 */
export function summitWords(settings: Settings): string[] {
  const { venue, dates } = settings;
  const phrases = [
    settings.summitName,
    settings.shortName,
    settings.organiser,
    new URL(settings.siteUrl).hostname,
    venue.name,
    venue.area,
    venue.city,
    venue.streetAddress,
    venue.postcode,
    `${venue.name} ${venue.area}`,
    `${venue.name} ${venue.city}`,
    dates.start,
    dates.end,
    dates.label,
    dates.dinner.date,
  ];
  const words = phrases.flatMap((phrase) => phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set([...words, ...phrases.flatMap(phraseForms)])].filter(
    (word) => word.length > 1,
  );
}

/**
 * The summit's words, read by the loader the build uses. Content that does not load adds none:
 * such a build stops at the content check, before anything is encrypted.
 */
function currentSummitWords(): string[] {
  try {
    return summitWords(loadContent().settings);
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
}

/**
 * Latin look-alikes a guesser swaps in (Cyrillic and Greek letters drawn like Latin ones), each
 * above the Latin letter it reads as: a short table of the common ones, after Unicode's
 * confusables list (https://www.unicode.org/Public/security/latest/confusables.txt), kept here
 * rather than as a dependency. NFKC already folds the fullwidth, mathematical and other
 * compatibility forms.
 */
const lookAlikeRows = [
  ["авеёкмнорстухіїјѕһԁԛԝӏ", "abeekmhopctyxiijshdqwl"], // Cyrillic, small
  ["АВЕКМНОРСТУХІЈЅӀ", "ABEKMHOPCTYXIJSI"], // Cyrillic, capital
  ["αβειονρτυχ", "abeiovptux"], // Greek, small
  ["ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"], // Greek, capital
  ["ı", "i"], // Latin dotless i
] as const;
const lookAlikes = new Map(
  lookAlikeRows.flatMap(([from, to]) => [...from].map((letter, index) => [letter, to[index]!])),
);
const lookAlike = new RegExp(`[${[...lookAlikes.keys()].join("")}]`, "gu");

/**
 * The password as a guesser types it: Unicode's compatibility forms folded (NFKC: fullwidth
 * "ｑｕｉｌｌ" is "quill"), invisible format characters (zero-width spaces, soft hyphens, joiners:
 * \p{Cf}) taken out, and Cyrillic and Greek look-alikes read as the Latin letters they copy. Every
 * check reads this form.
 */
export function canonicalPassword(password: string): string {
  return password
    .normalize("NFKC")
    .replace(/\p{Cf}+/gu, "")
    .replace(lookAlike, (letter) => lookAlikes.get(letter) ?? letter)
    .normalize("NFKC");
}

/**
 * Case, spaces and separators aside: "Correct-Horse  Battery_Staple" is "correcthorsebatterystaple".
 * Letters and digits only; the comparisons with the known passwords read this form.
 */
const normalised = (password: string) =>
  canonicalPassword(password)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** Punctuation a guesser joins words with for free: "quillmere-summit_london.2025". */
const separators = /[\s\-_.,:;+/\\|~·•'"`]+/gu;

/** How many single-character insertions, deletions or substitutions make one string the other. */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (const [i, char] of left.entries()) {
    const current = [i + 1];
    for (const [j, other] of right.entries())
      current.push(
        Math.min(previous[j + 1]! + 1, current[j]! + 1, previous[j]! + (char === other ? 0 : 1)),
      );
    previous = current;
  }
  return previous[right.length]!;
}

/**
 * A password this close to a known one (edits on its normalised form) is refused as that one: a
 * guesser tries the demo password with its year changed, or the tests' with one character off.
 */
export const maximumEditDistance = 3;

/** The passwords refused as they are and a few characters either side, each with what it is. */
const knownPasswords = [
  {
    password: demoPassword,
    what: "the demo password, which is published in this project's README",
  },
  {
    password: testFixturePassword,
    what: "the tests' password, which is written in this project's source",
  },
  ...famousPassphrases.map((password) => ({
    password,
    what: `"${password}", a famous password that every guessing list tries among the first`,
  })),
];

/** Why the password is (or is close to) one of the known passwords; undefined when it is not. */
function knownPasswordProblem(password: string): string | undefined {
  const form = normalised(password);
  const nearest = knownPasswords
    .map((entry) => ({ ...entry, distance: editDistance(form, normalised(entry.password)) }))
    .reduce((best, entry) => (entry.distance < best.distance ? entry : best));
  if (nearest.distance === 0) return `it is ${nearest.what}.`;
  if (nearest.distance <= maximumEditDistance) {
    const characters = nearest.distance === 1 ? "character" : "characters";
    return `it is only ${nearest.distance} ${characters} away from ${nearest.what}; guessers try such small changes first.`;
  }
  return undefined;
}

const estimator = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEnglish.translations,
});

const howToChoose =
  "Four or five random words, or 20 random characters from a password manager, will do.";

/** What is wrong with a password for the private area, in plain words; empty when it is fine. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  const known = knownPasswordProblem(password);
  if (known) problems.push(known);
  const canonical = canonicalPassword(password);
  const length = [...canonical].length;
  if (length < minimumLength)
    problems.push(`it has ${length} characters; the minimum is ${minimumLength}.`);
  const words = [
    ...projectWords,
    ...currentSummitWords(),
    ...knownPasswords.flatMap((entry) => phraseForms(entry.password)),
  ];
  // zxcvbn prices a space, "-", "_" or "." between words as brute force ("-london-" as 8 random
  // characters), which no guesser pays: they join words with any of them for free. So the password
  // is also estimated without its spaces and without its separators, and the lowest estimate counts.
  const forms = [canonical, canonical.replace(/\s+/gu, ""), canonical.replace(separators, "")];
  const result = [...new Set(forms)]
    .map((form) => estimator.check(form, words))
    .reduce((lower, other) => (other.guessesLog10 < lower.guessesLog10 ? other : lower));
  if (result.guessesLog10 < minimumGuessesLog10) {
    const advice = result.feedback.warning?.replace(/\.$/, "");
    const warning = advice ? ` (${advice.charAt(0).toLowerCase()}${advice.slice(1)})` : "";
    problems.push(
      `the zxcvbn strength estimator expects it to fall in about 10^${Math.floor(result.guessesLog10)} guesses${warning}; the minimum is 10^${minimumGuessesLog10}.`,
    );
  }
  return problems;
}

/** Why the build refused to start, in plain words, ready to print. */
export class PasswordRefused extends Error {
  override name = "PasswordRefused";
}

const minimum = [
  `The minimum: ${minimumLength} characters, and strong enough that the zxcvbn strength estimator`,
  `puts it at 10^${minimumGuessesLog10} guesses or more (docs/decisions/006 says why).`,
];

const howToSet = [
  "Set it for the build, for example:",
  "",
  "  PRIVATE_AREA_PASSWORD='<your password>' npm run build",
  "",
  "On a static host, add PRIVATE_AREA_PASSWORD to the host's build settings (environment",
  "variables). Give the password to speakers, partners and the team, never in the repository.",
  "`npm start` previews the site locally with the demo password; that preview is not for deploying.",
].join("\n");

export function missingPasswordMessage(): string {
  return [
    "The build needs the private area's password: PRIVATE_AREA_PASSWORD is not set.",
    "",
    "The build encrypts the private area (discount codes, ticket analytics, the social calendar,",
    "the graphics) with it.",
    ...minimum,
    howToChoose,
    "",
    howToSet,
  ].join("\n");
}

export function weakPasswordMessage(problems: readonly string[]): string {
  return [
    "PRIVATE_AREA_PASSWORD is too weak to protect the private area:",
    ...problems.map((problem) => `  - ${problem}`),
    "",
    "Anyone can download the encrypted private data and try passwords offline, with no limit but",
    "their hardware.",
    ...minimum,
    howToChoose,
    "",
    howToSet,
  ].join("\n");
}

export function testPasswordInDeployableBuildMessage(): string {
  return [
    `PRIVATE_AREA_PASSWORD is the tests' password, and this build writes into ${deployableBuildOut}/, the folder`,
    "hosts deploy. The tests' password is written in this project's source, so it may only lock a",
    `build made for the tests: \`npm run build:test\` builds into ${testBuildOut}/ (or set BUILD_OUT to`,
    `another folder outside ${deployableBuildOut}/).`,
    "",
    howToSet,
  ].join("\n");
}

/**
 * The password the build encrypts with. Refuses (PasswordRefused) a build without
 * PRIVATE_AREA_PASSWORD, or with a weak one; only `npm start`'s local preview, built into its
 * cache folder, may use the demo password, and only a build marked as the tests' (testBuildEnv)
 * the fixture password, and only into a folder other than the deployable build/.
 */
export function privateAreaPassword(env: NodeJS.ProcessEnv = process.env): {
  password: string;
  isDemo: boolean;
} {
  const password = env.PRIVATE_AREA_PASSWORD;
  if (password === testFixturePassword && env[testBuildVariable] === "1") {
    if (buildsDeployableFolder(env))
      throw new PasswordRefused(testPasswordInDeployableBuildMessage());
    return { password, isDemo: false };
  }
  if (password) {
    const problems = passwordProblems(password);
    if (problems.length > 0) throw new PasswordRefused(weakPasswordMessage(problems));
    return { password, isDemo: false };
  }
  const preview =
    env[localPreviewVariable] === "1" &&
    env.BUILD_OUT !== undefined &&
    path.resolve(env.BUILD_OUT) === path.resolve(previewBuildOut);
  if (preview) return { password: demoPassword, isDemo: true };
  throw new PasswordRefused(missingPasswordMessage());
}

export function demoPasswordWarning(): string {
  return [
    "",
    "  ####  LOCAL PREVIEW  ####",
    `  #  The private area is encrypted with the demo password "${demoPassword}",`,
    "  #  which is published in the README. This build is not for deploying:",
    `  #  it is in ${previewBuildOut}, not in build/.`,
    "  #########################",
    "",
  ].join("\n");
}

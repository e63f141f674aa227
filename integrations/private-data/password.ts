// Build-only. The password never gets a VITE_ prefix and is never imported by browser code: it only
// derives the key that encrypts the private data at build time.
import path from "node:path";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";

/** `npm start` previews the site with it. Documented in README.md; no deployable build has it. */
export const demoPassword = "quillmere-demo-2025";

/** The builds for the tests use this fixture, so the tests can unlock the private area. */
export const testFixturePassword = "fixture-password-for-tests-7f3a";

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

/** `npm start` sets it: a local preview, built with the demo password into `previewBuildOut`. */
export const localPreviewVariable = "QUILLMERE_LOCAL_PREVIEW";
/** Where `npm start` builds the preview: a cache folder, never the deployable `build/`. */
export const previewBuildOut = "node_modules/.cache/quillmere-preview";

/** Words anyone would try first against this site: its name, and the passwords in its source. */
const projectWords = ["quillmere", "summit", "private", "password", demoPassword];

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
  if (password === demoPassword)
    problems.push("it is the demo password, which is published in this project's README.");
  const length = [...password].length;
  if (length < minimumLength)
    problems.push(`it has ${length} characters; the minimum is ${minimumLength}.`);
  const result = estimator.check(password, projectWords);
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

/**
 * The password the build encrypts with. Refuses (PasswordRefused) a build without
 * PRIVATE_AREA_PASSWORD, or with a weak one; only `npm start`'s local preview, built into its
 * cache folder, may use the demo password.
 */
export function privateAreaPassword(env: NodeJS.ProcessEnv = process.env): {
  password: string;
  isDemo: boolean;
} {
  const password = env.PRIVATE_AREA_PASSWORD;
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

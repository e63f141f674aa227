import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../content/checked-content.ts";
import {
  demoPassword,
  famousPassphrases,
  localPreviewVariable,
  minimumGuessesLog10,
  minimumLength,
  passwordProblems,
  PasswordRefused,
  previewBuildOut,
  privateAreaPassword,
  summitWords,
  testBuildEnv,
  testBuildVariable,
  testFixturePassword,
} from "./password.ts";

const strong = "plover-anvil-quietly-saffron-mantle";

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    privateAreaPassword(env);
  } catch (error) {
    expect(error).toBeInstanceOf(PasswordRefused);
    return (error as Error).message;
  }
  throw new Error("The password was accepted");
}

describe("the private area's password for a build", () => {
  it("refuses a build without PRIVATE_AREA_PASSWORD, saying what is wrong, how to set it and the minimum", () => {
    for (const env of [{}, { PRIVATE_AREA_PASSWORD: "" }]) {
      const message = refusal(env);
      expect(message).toContain("PRIVATE_AREA_PASSWORD is not set");
      expect(message).toContain("PRIVATE_AREA_PASSWORD='<your password>' npm run build");
      expect(message).toContain("build settings");
      expect(message).toContain(`The minimum: ${minimumLength} characters`);
      expect(message).toContain(`10^${minimumGuessesLog10} guesses`);
      expect(message).not.toContain(demoPassword);
    }
  });

  it.each([
    ["too short", "Xq7#mP2!vL9z", /it has 12 characters; the minimum is 16/],
    [
      "a common password, long enough",
      "password12345678",
      /10\^\d guesses .*the minimum is 10\^14/,
    ],
    ["a repeated pattern", "abcabcabcabcabcabcabc", /10\^\d guesses \(repeated/],
    ["the site's name and year", "Quillmere-Summit-2025!", /10\^1[0-3] guesses; the minimum/],
    ["the demo password", demoPassword, /it is the demo password, which is published/],
  ])("refuses a weak password (%s), naming each problem", (_kind, password, problem) => {
    const message = refusal({ PRIVATE_AREA_PASSWORD: password });
    expect(message).toMatch(/^PRIVATE_AREA_PASSWORD is too weak to protect the private area:/);
    expect(message).toMatch(problem);
    expect(message).toContain(`The minimum: ${minimumLength} characters`);
    expect(message).toContain("PRIVATE_AREA_PASSWORD='<your password>' npm run build");
  });

  // Issue 31, point 5: each of these passed the check before.
  it.each([
    ["the tests' password", testFixturePassword, /it is the tests' password, which is written in/],
    [
      "xkcd's passphrase",
      "correct horse battery staple",
      /it is "correct horse battery staple", a famous password/,
    ],
    ["the summit's name, year and city", "Quillmere AI Summit 2025 London", /10\^\d guesses/],
    ["the venue, its area and the year", "Friends House Euston 2025", /10\^\d guesses/],
  ])("refuses a password guessable from this project (%s)", (_kind, password, problem) => {
    const message = refusal({ PRIVATE_AREA_PASSWORD: password });
    expect(message).toMatch(/^PRIVATE_AREA_PASSWORD is too weak to protect the private area:/);
    expect(message).toMatch(problem);
  });

  it("refuses the passwords from the source and the famous passphrases whatever their case and spaces", () => {
    const variants = [
      ` ${demoPassword.toUpperCase()} `,
      testFixturePassword.replace("for", "For "),
      "Correct Horse  Battery Staple",
      "TheQuickBrownFoxJumpsOverTheLazyDog",
      "tr0ub4dor&3",
    ];
    for (const password of variants) {
      expect(passwordProblems(password)[0], password).toMatch(
        /^it is (the demo password|the tests' password|"[^"]+", a famous password)/,
      );
    }
    for (const password of famousPassphrases) {
      expect(passwordProblems(password)[0], password).toContain("a famous password");
    }
  });

  it("counts no guesses for the spaces between the summit's words", () => {
    // As typed, zxcvbn prices " London " as 8 random characters (10^14.2 in all); without the
    // spaces it is the venue's address, words an attacker reads on the venue page.
    expect(passwordProblems("173 Euston Road London NW1 2BJ")).toEqual([
      expect.stringMatching(/10\^\d guesses; the minimum is 10\^14/),
    ]);
  });

  it("takes the summit's words from content/settings.yml, as the build reads it", () => {
    const { settings } = loadContent();
    const words = summitWords(settings);
    for (const word of ["quillmere", "ai", "summit", "2025", "friends house", "euston", "london"])
      expect(words).toContain(word);
    expect(words).toContain(settings.venue.postcode.toLowerCase());
    // Another summit's settings bring its own words.
    const moved = summitWords({
      ...settings,
      summitName: "Brightwater Forum 2031",
      venue: { ...settings.venue, name: "Harbour Hall", city: "Lisbon" },
    });
    expect(moved).toEqual(
      expect.arrayContaining(["brightwater", "2031", "harbour hall", "lisbon"]),
    );
    expect(moved).not.toContain("friends");
  });

  it("accepts a strong password, and the fixture password only in a build marked as the tests'", () => {
    expect(passwordProblems(strong)).toEqual([]);
    expect(privateAreaPassword({ PRIVATE_AREA_PASSWORD: strong })).toEqual({
      password: strong,
      isDemo: false,
    });
    expect(privateAreaPassword({ ...testBuildEnv })).toEqual({
      password: testFixturePassword,
      isDemo: false,
    });
    refusal({ PRIVATE_AREA_PASSWORD: testFixturePassword });
    refusal({ PRIVATE_AREA_PASSWORD: testFixturePassword, [testBuildVariable]: "true" });
    // The marker lets no other password through unchecked.
    refusal({ [testBuildVariable]: "1", PRIVATE_AREA_PASSWORD: "weak" });
    refusal({ [testBuildVariable]: "1", PRIVATE_AREA_PASSWORD: demoPassword });
  });

  it("gives the demo password only to npm start's local preview, built into its cache folder", () => {
    const preview = { [localPreviewVariable]: "1", BUILD_OUT: previewBuildOut };
    expect(privateAreaPassword(preview)).toEqual({ password: demoPassword, isDemo: true });
    expect(
      privateAreaPassword({ ...preview, BUILD_OUT: path.resolve(previewBuildOut) }).isDemo,
    ).toBe(true);
    // Not into the deployable build/ (or any other folder), and not without the marker.
    refusal({ [localPreviewVariable]: "1" });
    refusal({ [localPreviewVariable]: "1", BUILD_OUT: "build" });
    refusal({ BUILD_OUT: previewBuildOut });
    // A password that is set is always checked, preview or not.
    refusal({ ...preview, PRIVATE_AREA_PASSWORD: "weak" });
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  demoPassword,
  localPreviewVariable,
  minimumGuessesLog10,
  minimumLength,
  passwordProblems,
  PasswordRefused,
  previewBuildOut,
  privateAreaPassword,
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

  it("accepts a strong password, and the test fixture password the test builds use", () => {
    expect(passwordProblems(strong)).toEqual([]);
    expect(privateAreaPassword({ PRIVATE_AREA_PASSWORD: strong })).toEqual({
      password: strong,
      isDemo: false,
    });
    expect(privateAreaPassword({ PRIVATE_AREA_PASSWORD: testFixturePassword }).isDemo).toBe(false);
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

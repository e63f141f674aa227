// Build-only. The password never gets a VITE_ prefix and is never imported by browser code: it only
// derives the key that encrypts the private data at build time.

/** Used when PRIVATE_AREA_PASSWORD is not set. Documented in README.md; never deploy with it. */
export const demoPassword = "quillmere-demo-2025";

/** The build for `npm test` uses this fixture, so the tests can unlock the private area. */
export const testFixturePassword = "fixture-password-for-tests-7f3a";

export function privateAreaPassword(env: NodeJS.ProcessEnv = process.env): {
  password: string;
  isDemo: boolean;
} {
  const password = env.PRIVATE_AREA_PASSWORD;
  if (password) return { password, isDemo: false };
  return { password: demoPassword, isDemo: true };
}

export function demoPasswordWarning(): string {
  return [
    "",
    "  ######################################################################",
    "  #  WARNING: PRIVATE_AREA_PASSWORD is not set.                        #",
    `  #  The private area is encrypted with the demo password "${demoPassword}".  #`,
    "  #  Set PRIVATE_AREA_PASSWORD in your host's build settings before    #",
    "  #  deploying, or anyone who reads the README can unlock it.          #",
    "  ######################################################################",
    "",
  ].join("\n");
}

// Build-only: a production build refuses to start without a strong PRIVATE_AREA_PASSWORD
// (docs/decisions/006). The check runs first thing in the build (Vite's buildApp, ahead of React
// Router's, which empties the build folder and builds), before anything is built or written.
// Not in a config hook: `react-router typegen` resolves the build config too, and neither it,
// `react-router dev` nor Vitest needs the password.
import type { Plugin } from "vite";

async function checkPassword() {
  // Loaded here: the estimator's dictionaries stay out of every config that is not a build.
  const { PasswordRefused, privateAreaPassword } = await import("./password.ts");
  try {
    privateAreaPassword(process.env);
  } catch (error) {
    if (!(error instanceof PasswordRefused)) throw error;
    // A plain message, not a stack trace: this is a setting to fix, not a bug.
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

export function privateAreaPasswordCheck(): Plugin {
  let checked = false;
  const checkOnce = async () => {
    if (checked) return;
    checked = true;
    await checkPassword();
  };
  return {
    name: "quillmere:private-area-password",
    apply: "build",
    buildApp: { order: "pre", handler: checkOnce },
    // A build without Vite's app builder (a plain `vite build` of one environment) starts here.
    buildStart: checkOnce,
  };
}

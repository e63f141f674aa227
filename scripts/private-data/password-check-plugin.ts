// Build-only: a production build refuses to start without a strong PRIVATE_AREA_PASSWORD
// (docs/decisions/006). The check runs in Vite's first config hook, before anything is built or
// written, and only for builds: `react-router dev`, typegen and Vitest never need the password.
import type { Plugin } from "vite";

export function privateAreaPasswordCheck(): Plugin {
  return {
    name: "quillmere:private-area-password",
    apply: "build",
    config: {
      order: "pre",
      async handler() {
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
      },
    },
  };
}

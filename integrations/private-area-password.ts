// A production build refuses to start without a strong PRIVATE_AREA_PASSWORD (docs/decisions/006),
// before anything is built or written. `astro dev`, `astro sync` and Vitest need no password.
import type { AstroIntegration } from "astro";
import {
  PasswordRefused,
  privateAreaPassword as checkedPassword,
} from "./private-data/password.ts";

export function privateAreaPassword(): AstroIntegration {
  return {
    name: "quillmere:private-area-password",
    hooks: {
      "astro:config:setup"({ command }) {
        if (command !== "build") return;
        try {
          checkedPassword(process.env);
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

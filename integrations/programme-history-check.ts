// The programme's history must have every change of the programme before a deploy
// (docs/decisions/040-programme-history.md): a deploy build (`npm run build`) refuses to start
// while a change is not recorded, naming each one and the command that records it, before
// anything is built. The tests' builds and `npm start`'s local preview build anyway, and so does
// `npm run dev`: they say what is not recorded, but an organiser's preview never stops for it.
import type { AstroIntegration } from "astro";
import {
  hasUnrecorded,
  recordCommand,
  historyFile,
  unrecordedChanges,
  unrecordedMessages,
} from "../content/programme-history.ts";
import { localPreviewVariable, testBuildVariable } from "./private-data/password.ts";

/** What a command does with changes not recorded: a deploy build refuses, the rest warn. */
export function historyCheckAction(
  command: string,
  env: NodeJS.ProcessEnv,
): "refuse" | "warn" | "none" {
  if (command === "dev") return "warn";
  if (command !== "build") return "none";
  return env[testBuildVariable] === "1" || env[localPreviewVariable] === "1" ? "warn" : "refuse";
}

/** The lines naming what is not recorded; at most `limit` changes, then a count. */
export function unrecordedReport(messages: readonly string[], limit = Infinity): string[] {
  const shown = messages.slice(0, limit);
  return [
    ...shown.map((message) => `  - ${message}`),
    ...(messages.length > shown.length ? [`  ... and ${messages.length - shown.length} more`] : []),
  ];
}

export function programmeHistoryCheck(): AstroIntegration {
  return {
    name: "quillmere:programme-history",
    hooks: {
      "astro:config:setup"({ command, logger }) {
        const action = historyCheckAction(command, process.env);
        if (action === "none") return;
        // Files that cannot be read are the content check's to name (content/vite-plugin.ts).
        const { unrecorded } = unrecordedChanges();
        if (!unrecorded || !hasUnrecorded(unrecorded)) return;
        const messages = unrecordedMessages(unrecorded);
        if (action === "refuse") {
          // A plain message, not a stack trace: the organisers have a command to run.
          console.error(
            [
              "",
              `The programme has ${messages.length === 1 ? "a change" : `${messages.length} changes`} that its history does not have yet (${historyFile}):`,
              ...unrecordedReport(messages),
              `Run \`${recordCommand}\`, commit ${historyFile}, and build again.`,
              "",
            ].join("\n"),
          );
          process.exit(1);
        }
        logger.warn(
          [
            `not in the programme's history yet (a deploy build refuses this; \`${recordCommand}\` records it):`,
            ...unrecordedReport(messages, 10),
          ].join("\n"),
        );
      },
    },
  };
}

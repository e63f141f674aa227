// `npm start`: builds the site and serves it at http://127.0.0.1:3000, this machine only (PORT
// and HOST override; server/serve.ts). Without PRIVATE_AREA_PASSWORD it is a local preview: the
// private area is encrypted with the demo password, and the build goes to a cache folder, never to
// build/, so that no deployable build ever holds the demo password (docs/decisions/006). The
// preview's private area is the sample event's (event/private-content/ in this repository),
// whatever PRIVATE_CONTENT_DIR says: the demo password is published, so it must never lock the
// organiser's real data. Its first line says which it is.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { privateContentVariable, samplePrivateContentDir } from "../../content/load/files.ts";
import { serve } from "../../server/serve.ts";
import {
  demoPassword,
  localPreviewVariable,
  previewBuildOut,
} from "../../integrations/private-data/password.ts";

export interface StartPlan {
  firstLine: string;
  buildEnv: NodeJS.ProcessEnv;
  /** The client folder to serve (server/serve.ts's BUILD_DIR). */
  serveDir: string;
}

/** This repository, where the sample's private data is, wherever npm start is run from. */
const projectRoot = path.resolve(import.meta.dirname, "../..");

export function startPlan(env: NodeJS.ProcessEnv): StartPlan {
  if (env.PRIVATE_AREA_PASSWORD) {
    const buildOut = env.BUILD_OUT ?? "build";
    return {
      firstLine: `npm start: building with PRIVATE_AREA_PASSWORD into ${buildOut}/, then serving it.`,
      buildEnv: env,
      serveDir: path.join(buildOut, "client"),
    };
  }
  return {
    firstLine:
      `npm start: a local preview with the demo password "${demoPassword}" (PRIVATE_AREA_PASSWORD ` +
      `is not set) and the sample's private data, built into ${previewBuildOut}/, not build/. ` +
      "Never deploy it.",
    buildEnv: {
      ...env,
      [localPreviewVariable]: "1",
      BUILD_OUT: previewBuildOut,
      [privateContentVariable]: samplePrivateContentDir(projectRoot),
    },
    serveDir: path.join(previewBuildOut, "client"),
  };
}

async function main() {
  const plan = startPlan(process.env);
  console.log(plan.firstLine);
  const build = spawnSync(
    process.execPath,
    [path.resolve("node_modules/astro/bin/astro.mjs"), "build"],
    { stdio: "inherit", env: plan.buildEnv },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Serves until stopped, on HOST and PORT as `npm run serve` does.
  await serve({ ...process.env, BUILD_DIR: plan.serveDir });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

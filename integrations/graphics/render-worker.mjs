// The entry of a render worker thread (render-pool.ts). Worker threads do not inherit the loader
// that lets the build import TypeScript, so this plain module registers tsx for what it imports,
// then starts the worker's TypeScript.
import { tsImport } from "tsx/esm/api";

await tsImport("./render-worker.ts", import.meta.url);

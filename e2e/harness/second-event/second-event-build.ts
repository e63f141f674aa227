// Where `npm run build:second-event` puts its build: a folder outside the project, so that every
// `npm test` also builds the way a BUILD_OUT outside the project works
// (framework/build/build-out.ts). One folder per checkout: two clones on one machine stay apart.
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";

const checkout = createHash("sha256").update(path.resolve()).digest("hex").slice(0, 12);

export const secondEventBuild = path.join(tmpdir(), `quillmere-second-event-${checkout}`);

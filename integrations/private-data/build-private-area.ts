// Build-only: validates the private plaintext, generates the graphics, encrypts every dataset and
// writes the envelope to build/client/data/private.json, and encrypts the graphics and zips into
// build/client/graphics/private_* with the same key. Called from the build's integration
// (integrations/build-steps.ts).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContent, loadPrivateContent } from "../../content/checked-content.ts";
import { publicDirOf } from "../../content/load/files.ts";
import { graphicsKinds, type PrivateDatasets } from "../../content/schema/private.ts";
import { envelopePath } from "../../site/features/private-area/load-private-data.ts";
import { formatSize, generateGraphicsWithStats } from "../graphics/generate-graphics.ts";
import { derivePrivateKey, encryptDatasetsWithKey } from "./encrypt.ts";
import { encryptPrivateFiles } from "./encrypt-files.ts";
import { demoPasswordWarning, privateAreaPassword } from "./password.ts";
import { privatePlaintextDir } from "./plaintext-dir.ts";

export interface BuildPrivateAreaOptions {
  clientDir: string;
  cacheDir: string;
  /** Where the graphics are generated in plaintext before encryption; see plaintext-dir.ts. */
  plaintextDir?: string;
}

export async function buildPrivateArea({
  clientDir,
  cacheDir,
  plaintextDir = privatePlaintextDir(clientDir),
}: BuildPrivateAreaOptions) {
  const { password, isDemo } = privateAreaPassword();
  if (isDemo) console.warn(demoPasswordWarning());

  const { speakers, partners, settings } = loadContent();
  const { socialCalendar, ticketAnalytics, discounts } = loadPrivateContent();
  const started = performance.now();
  const {
    catalogue: graphics,
    rendered,
    reused,
  } = await generateGraphicsWithStats({
    plaintextDir,
    cacheDir,
    speakers,
    partners,
    settings,
    publicDir: publicDirOf({}),
  });
  const graphicsSeconds = (performance.now() - started) / 1000;
  // One key for the datasets and the files: one derivation, one salt (in the envelope).
  const privateKey = await derivePrivateKey(password);
  const encryptStarted = performance.now();
  // The catalogue keeps the plaintext sizes (the page shows them), measured as they were written.
  const files = await encryptPrivateFiles({
    key: privateKey.key,
    plaintextDir,
    clientDir,
    paths: graphicsKinds.flatMap((kind) => [
      ...graphics[kind].map((item) => item.path),
      graphics.packages[kind].path,
    ]),
  });
  const encryptSeconds = (performance.now() - encryptStarted) / 1000;
  const datasets: PrivateDatasets = {
    social: socialCalendar,
    analytics: ticketAnalytics,
    discounts,
    graphics,
  };
  const envelope = await encryptDatasetsWithKey(privateKey, datasets);
  const target = path.join(clientDir, envelopePath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(envelope));
  console.log(
    `Private area: ${Object.keys(datasets).length} datasets encrypted to ${envelopePath}` +
      ` (${graphics.speakers.length + graphics.sponsors.length + graphics.urlPosters.length} graphics:` +
      ` ${rendered} rendered, ${reused} from the cache, in ${graphicsSeconds.toFixed(1)} s);` +
      ` ${files.files} private files (${formatSize(files.bytes)}) encrypted in` +
      ` ${encryptSeconds.toFixed(1)} s.`,
  );
}

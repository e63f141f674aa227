// Build-only: validates the private plaintext, generates the graphics, encrypts every dataset and
// writes the envelope to build/client/data/private.json. Called from react-router.config.ts.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../../content/load/content.ts";
import { publicDirOf } from "../../content/load/files.ts";
import { loadPrivateContent } from "../../content/load/private-content.ts";
import type { PrivateDatasets } from "../../content/schema/private.ts";
import { envelopePath } from "../../app/features/private-area/load-private-data.ts";
import { generateGraphicsWithStats } from "../graphics/generate-graphics.ts";
import { encryptDatasets } from "./encrypt.ts";
import { demoPasswordWarning, privateAreaPassword } from "./password.ts";

export interface BuildPrivateAreaOptions {
  clientDir: string;
  cacheDir: string;
}

export async function buildPrivateArea({ clientDir, cacheDir }: BuildPrivateAreaOptions) {
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
    outDir: clientDir,
    cacheDir,
    speakers,
    partners,
    settings,
    publicDir: publicDirOf({}),
  });
  const graphicsSeconds = (performance.now() - started) / 1000;
  const datasets: PrivateDatasets = {
    social: socialCalendar,
    analytics: ticketAnalytics,
    discounts,
    graphics,
  };
  const envelope = await encryptDatasets(password, datasets);
  const target = path.join(clientDir, envelopePath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(envelope));
  console.log(
    `Private area: ${Object.keys(datasets).length} datasets encrypted to ${envelopePath}` +
      ` (${graphics.speakers.length + graphics.sponsors.length + graphics.urlPosters.length} graphics:` +
      ` ${rendered} rendered, ${reused} from the cache, in ${graphicsSeconds.toFixed(1)} s).`,
  );
}

// Build-only: validates the private plaintext, generates the graphics, encrypts every dataset and
// writes the envelope to build/client/data/private.json. Called from react-router.config.ts.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { partners } from "../../content/partners.ts";
import {
  discountsSchema,
  socialCalendarSchema,
  ticketAnalyticsSchema,
  type PrivateDatasets,
} from "../../content/schema/private.ts";
import { settings } from "../../content/settings.ts";
import { speakers } from "../../content/speakers.ts";
import { discounts } from "../../private-content/discounts.ts";
import { socialCalendar } from "../../private-content/social-calendar.ts";
import { ticketAnalytics } from "../../private-content/ticket-analytics.ts";
import { envelopePath } from "../../app/features/private-area/load-private-data.ts";
import { generateGraphics } from "../graphics/generate-graphics.ts";
import { encryptDatasets } from "./encrypt.ts";
import { demoPasswordWarning, privateAreaPassword } from "./password.ts";

export interface BuildPrivateAreaOptions {
  clientDir: string;
  cacheDir: string;
}

export async function buildPrivateArea({ clientDir, cacheDir }: BuildPrivateAreaOptions) {
  const { password, isDemo } = privateAreaPassword();
  if (isDemo) console.warn(demoPasswordWarning());

  const graphics = await generateGraphics({
    outDir: clientDir,
    cacheDir,
    speakers,
    partners,
    settings,
    publicDir: path.resolve("public"),
  });
  const datasets: PrivateDatasets = {
    social: socialCalendarSchema.parse(socialCalendar),
    analytics: ticketAnalyticsSchema.parse(ticketAnalytics),
    discounts: discountsSchema.parse(discounts),
    graphics,
  };
  const envelope = await encryptDatasets(password, datasets);
  const target = path.join(clientDir, envelopePath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(envelope));
  console.log(
    `Private area: ${Object.keys(datasets).length} datasets encrypted to ${envelopePath}` +
      ` (${graphics.speakers.length + graphics.sponsors.length + graphics.urlPosters.length} graphics).`,
  );
}

// Build-only: how a share card is drawn, from plain data so that a render worker can draw it
// (integrations/graphics/render-pool.ts). write-share-cards.ts decides which cards a build needs
// and caches them; this only draws.
import { shareCardSize } from "../../site/shared/lib/share-card.ts";
import { defineRenderer } from "../graphics/render-pool.ts";
import {
  pngUri,
  rasteriseImage,
  renderPng,
  squarePortrait,
  type Fonts,
} from "../graphics/render.ts";
import type { SummitFacts } from "../graphics/templates.tsx";
import type { CardContent } from "./card-content.ts";
import { ShareCard, shareCardLayout } from "./share-card-template.tsx";

export interface ShareCardInput {
  content: CardContent;
  facts: SummitFacts;
  /** The summit logo as a PNG data URI. */
  logoSrc: string;
  /** The portrait's file (any format sharp reads, e.g. WebP), when the content names one. */
  portrait?: Uint8Array;
}

/** One card as a 1200x630 PNG. */
export const shareCardRenderer = defineRenderer(
  import.meta.url,
  "shareCardRenderer",
  async ({ content, facts, logoSrc, portrait }: ShareCardInput, fonts) => {
    // satori cannot read WebP: the portrait goes in as a PNG, at its final size.
    const portraitSrc =
      portrait === undefined
        ? undefined
        : pngUri(await squarePortrait(Buffer.from(portrait), shareCardLayout.portrait));
    const { width, height } = shareCardSize;
    return renderPng(
      ShareCard({ ...content, facts, logoSrc, portraitSrc, width, height }),
      width,
      height,
      fonts,
    );
  },
);

/** The summit logo as the cards show it: a PNG data URI at twice its displayed size. */
export async function shareCardLogoSrc(logo: Buffer, fonts: Fonts) {
  const side = 2 * shareCardLayout.logo;
  return pngUri(await rasteriseImage(logo, side, side, fonts));
}

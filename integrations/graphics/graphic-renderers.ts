// Build-only: how each promotional graphic of the private area is drawn, from plain data so that
// a render worker can draw it (render-pool.ts). generate-graphics.ts decides what to draw and
// caches the PNGs; these functions only draw.
import QRCode from "qrcode";
import { defineRenderer } from "./render-pool.ts";
import { pngUri, rasteriseImage, renderPng, squarePortrait } from "./render.ts";
import {
  SpeakerCard,
  SponsorCard,
  UrlPoster,
  posterSizes,
  speakerCardSize,
  sponsorCardSizes,
  type SpeakerCardProps,
  type SponsorCardProps,
  type UrlPosterProps,
} from "./templates.tsx";

export interface SpeakerCardInput {
  card: Omit<SpeakerCardProps, "portraitSrc">;
  /** The speaker's photo file, any format sharp reads. */
  portrait: Uint8Array;
}

export const speakerCardRenderer = defineRenderer(
  import.meta.url,
  "speakerCardRenderer",
  async ({ card, portrait }: SpeakerCardInput, fonts) => {
    const portraitPng = await squarePortrait(Buffer.from(portrait), speakerCardSize.portrait);
    return renderPng(
      SpeakerCard({ ...card, portraitSrc: pngUri(portraitPng) }),
      speakerCardSize.width,
      speakerCardSize.height,
      fonts,
    );
  },
);

export interface SponsorCardInput {
  card: Omit<SponsorCardProps, "partnerLogoSrc">;
  /** The partner's logo file (SVG). */
  partnerLogo: Uint8Array;
}

export const sponsorCardRenderer = defineRenderer(
  import.meta.url,
  "sponsorCardRenderer",
  async ({ card, partnerLogo }: SponsorCardInput, fonts) => {
    const size = sponsorCardSizes[card.variant];
    // Rasterised on its own (at its final size): resvg does not draw text inside an SVG embedded
    // as an image, and the logos spell their names in text.
    const logoPng = await rasteriseImage(
      Buffer.from(partnerLogo),
      size.logoWidth,
      size.logoHeight,
      fonts,
    );
    return renderPng(
      SponsorCard({ ...card, partnerLogoSrc: pngUri(logoPng) }),
      size.width,
      size.height,
      fonts,
    );
  },
);

export type UrlPosterInput = Omit<UrlPosterProps, "qrSrc" | "qrSize">;

export const urlPosterRenderer = defineRenderer(
  import.meta.url,
  "urlPosterRenderer",
  async (poster: UrlPosterInput, fonts) => {
    const size = posterSizes[poster.format];
    const qr = qrSvg(poster.url, size.qr);
    return renderPng(
      UrlPoster({ ...poster, qrSrc: qr.src, qrSize: qr.size }),
      size.width,
      size.height,
      fonts,
    );
  },
);

/**
 * The QR code as an SVG with the 4-module white quiet zone the standard asks for, and the largest
 * displayed size up to `maxSize` at which every module is a whole number of pixels.
 */
export function qrSvg(text: string, maxSize: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const quiet = 4;
  const total = count + 2 * quiet;
  let d = "";
  for (let y = 0; y < count; y += 1) {
    let x = 0;
    while (x < count) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < count && modules.get(y, x)) x += 1;
      d += `M${start + quiet} ${y + quiet}h${x - start}v1h${start - x}z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" ` +
    `width="${total}" height="${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
  return {
    src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    size: Math.floor(maxSize / total) * total,
  };
}

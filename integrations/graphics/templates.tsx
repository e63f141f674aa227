// Build-only: satori templates for the promotional graphics (docs/product/decisions.md §5). satori
// supports a subset of CSS: every element with more than one child needs display flex, images need
// explicit width and height, and sizes with padding need boxSizing border-box. The building blocks
// (Frame, Brand, Pill, Footer, Words) are shared with the public share cards
// (integrations/share-cards/).
import type { CSSProperties, ReactNode } from "react";

/**
 * Part of every cache key: bump it whenever the look of the graphics changes, so cached PNGs are
 * rendered again. (The source of this file and of generate-graphics.ts is hashed into the key as
 * well, so edits here are caught even without a bump; bump for anything else, e.g. a change of
 * sharp's resizing or of an image the templates read.)
 */
export const templateVersion = 2;

export const colours = {
  black: "#000000",
  white: "#ffffff",
  lime: "#c8f560",
  /** Secondary text on black (contrast 9:1). */
  mutedOnDark: "#b5b5b5",
  /** Secondary text on white (contrast 7.8:1). */
  mutedOnLight: "#4a4a4a",
  lineOnLight: "#e2e2e2",
  gold: "#f2c14e",
  silver: "#cfd6dd",
} as const;

export type Theme = "dark" | "light";

export interface SummitFacts {
  summitName: string;
  /** e.g. "28-30 October 2025". */
  dates: string;
  /** e.g. "Friends House, Euston, London". */
  venue: string;
}

const themes: Record<Theme, { background: string; text: string; muted: string }> = {
  dark: { background: colours.black, text: colours.white, muted: colours.mutedOnDark },
  light: { background: colours.white, text: colours.black, muted: colours.mutedOnLight },
};

/** The largest size in `steps` ([maxLength, fontSize] pairs, shortest first) that fits the text. */
export function sizeForLength(text: string, steps: readonly (readonly [number, number])[]) {
  for (const [maxLength, size] of steps) if (text.length <= maxLength) return size;
  return steps.at(-1)?.[1] ?? 32;
}

/** A font size at which `text` (no spaces to wrap at, e.g. a URL) fits on one line in `width`. */
export function oneLineSize(text: string, width: number, max: number) {
  // Inter bold averages a little under 0.6 em per character; 0.62 leaves a margin.
  return Math.min(max, Math.floor(width / (text.length * 0.62)));
}

/**
 * Text that wraps only between words (never inside "Okafor-Reid"), at the largest size up to
 * `max` at which its longest word still fits in `width`.
 */
export function Words({
  text,
  width,
  max,
  style,
}: {
  text: string;
  width: number;
  max: number;
  style?: CSSProperties;
}) {
  const words = text.split(/\s+/).filter(Boolean);
  const fontSize = Math.min(max, ...words.map((word) => oneLineSize(word, width, max)));
  return (
    <div
      style={{
        display: "flex",
        flexWrap: "wrap",
        columnGap: fontSize * 0.26,
        width,
        fontSize,
        ...style,
      }}
    >
      {words.map((word, index) => (
        <div key={index} style={{ whiteSpace: "nowrap" }}>
          {word}
        </div>
      ))}
    </div>
  );
}

export function Frame({
  width,
  height,
  theme,
  padding,
  children,
}: {
  width: number;
  height: number;
  theme: Theme;
  padding: number;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width,
        height,
        padding,
        boxSizing: "border-box",
        backgroundColor: themes[theme].background,
        color: themes[theme].text,
        fontFamily: "Inter",
        fontWeight: 400,
      }}
    >
      {children}
    </div>
  );
}

export function Brand({
  logoSrc,
  name,
  size,
  theme,
}: {
  logoSrc: string;
  name: string;
  size: number;
  theme: Theme;
}) {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: size * 0.3 }}>
      <img src={logoSrc} width={size} height={size} alt="" />
      <div
        style={{
          fontSize: size * 0.46,
          fontWeight: 700,
          letterSpacing: -0.3,
          color: themes[theme].text,
        }}
      >
        {name}
      </div>
    </div>
  );
}

export function Pill({
  children,
  fontSize,
  background = colours.lime,
}: {
  children: string;
  fontSize: number;
  background?: string;
}) {
  return (
    <div
      style={{
        display: "flex",
        alignSelf: "flex-start",
        padding: `${fontSize * 0.45}px ${fontSize * 0.9}px`,
        borderRadius: fontSize * 2,
        backgroundColor: background,
        color: colours.black,
        fontSize,
        fontWeight: 700,
        letterSpacing: fontSize * 0.12,
        textTransform: "uppercase",
      }}
    >
      {children}
    </div>
  );
}

export function Footer({
  facts,
  theme,
  fontSize,
  ruleWidth,
}: {
  facts: SummitFacts;
  theme: Theme;
  fontSize: number;
  ruleWidth: number;
}) {
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: fontSize * 0.6 }}>
      <div
        style={{
          display: "flex",
          width: ruleWidth,
          height: Math.max(4, fontSize * 0.16),
          backgroundColor: theme === "light" ? colours.black : colours.lime,
        }}
      />
      <div style={{ display: "flex", flexWrap: "wrap", fontSize, columnGap: fontSize * 0.8 }}>
        <div style={{ fontWeight: 700 }}>{facts.dates}</div>
        <div style={{ color: themes[theme].muted }}>{facts.venue}</div>
      </div>
    </div>
  );
}

export const column: CSSProperties = { display: "flex", flexDirection: "column" };

// ---------------------------------------------------------------------------------------------
// Speaker card, 1080x1080

export interface SpeakerCardProps {
  facts: SummitFacts;
  logoSrc: string;
  portraitSrc: string;
  name: string;
  title: string;
  organization: string;
  session: string;
}

export const speakerCardSize = { width: 1080, height: 1080, portrait: 360 } as const;

export function SpeakerCard(props: SpeakerCardProps) {
  const { width, height, portrait } = speakerCardSize;
  const nameSize = sizeForLength(props.name, [
    [14, 66],
    [19, 60],
    [100, 54],
  ]);
  // The text column: the frame's inner width less the portrait (with its border) and the gap.
  const textWidth = width - 2 * 72 - (portrait + 16) - 52;
  return (
    <Frame width={width} height={height} theme="dark" padding={72}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Brand logoSrc={props.logoSrc} name={props.facts.summitName} size={64} theme="dark" />
        <Pill fontSize={24}>Speaker</Pill>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 52, marginTop: 80 }}>
        <div
          style={{
            display: "flex",
            padding: 8,
            borderRadius: 48,
            backgroundColor: colours.lime,
          }}
        >
          <img
            src={props.portraitSrc}
            width={portrait}
            height={portrait}
            alt=""
            style={{ borderRadius: 40, objectFit: "cover" }}
          />
        </div>
        <div style={{ ...column, flex: 1, gap: 18 }}>
          <Words
            text={props.name}
            width={textWidth}
            max={nameSize}
            style={{ fontWeight: 700, lineHeight: 1.05, letterSpacing: -1 }}
          />
          <div style={{ fontSize: 30, lineHeight: 1.25, color: colours.mutedOnDark }}>
            {props.title}
          </div>
          <div style={{ fontSize: 30, lineHeight: 1.25, fontWeight: 700, color: colours.lime }}>
            {props.organization}
          </div>
        </div>
      </div>
      <div style={{ ...column, flex: 1, justifyContent: "center", gap: 12 }}>
        <div
          style={{
            fontSize: 22,
            fontWeight: 700,
            letterSpacing: 3,
            textTransform: "uppercase",
            color: colours.mutedOnDark,
          }}
        >
          Session
        </div>
        <div style={{ fontSize: 52, fontWeight: 700, lineHeight: 1.1, letterSpacing: -0.5 }}>
          {props.session}
        </div>
      </div>
      <Footer facts={props.facts} theme="dark" fontSize={30} ruleWidth={120} />
    </Frame>
  );
}

// ---------------------------------------------------------------------------------------------
// Sponsor cards: light and dark 1200x630, square 1080x1080

export type SponsorVariant = "Light" | "Dark" | "Square";

export const sponsorCardSizes: Record<
  SponsorVariant,
  { width: number; height: number; logoWidth: number; logoHeight: number }
> = {
  Light: { width: 1200, height: 630, logoWidth: 432, logoHeight: 144 },
  Dark: { width: 1200, height: 630, logoWidth: 432, logoHeight: 144 },
  Square: { width: 1080, height: 1080, logoWidth: 792, logoHeight: 264 },
};

export interface SponsorCardProps {
  facts: SummitFacts;
  variant: SponsorVariant;
  logoSrc: string;
  /** The partner's logo rasterised at sponsorCardSizes[variant].logoWidth x logoHeight. */
  partnerLogoSrc: string;
  partnerName: string;
  /** e.g. "Gold Sponsor". */
  categoryLabel: string;
  category: "gold" | "silver" | "official";
}

const categoryColours = {
  gold: colours.gold,
  silver: colours.silver,
  official: colours.lime,
} as const;

function LogoTile({
  src,
  width,
  height,
  padding,
  theme,
}: {
  src: string;
  width: number;
  height: number;
  padding: number;
  theme: Theme;
}) {
  // Logos keep their own colours on a white tile in every variant ("Preserve Colors").
  return (
    <div
      style={{
        display: "flex",
        padding,
        borderRadius: 28,
        backgroundColor: colours.white,
        border: theme === "light" ? `3px solid ${colours.lineOnLight}` : "none",
      }}
    >
      <img src={src} width={width} height={height} alt="" />
    </div>
  );
}

export function SponsorCard(props: SponsorCardProps) {
  const size = sponsorCardSizes[props.variant];
  const theme: Theme = props.variant === "Light" ? "light" : "dark";
  const pillColour = categoryColours[props.category];
  if (props.variant === "Square") {
    const nameSize = sizeForLength(props.partnerName, [
      [20, 72],
      [28, 60],
      [100, 52],
    ]);
    return (
      <Frame width={size.width} height={size.height} theme={theme} padding={72}>
        <Brand logoSrc={props.logoSrc} name={props.facts.summitName} size={64} theme={theme} />
        <div style={{ ...column, flex: 1, justifyContent: "center", gap: 40 }}>
          <LogoTile
            src={props.partnerLogoSrc}
            width={size.logoWidth}
            height={size.logoHeight}
            padding={36}
            theme={theme}
          />
          <div style={{ ...column, gap: 24 }}>
            <Pill fontSize={26} background={pillColour}>
              {props.categoryLabel}
            </Pill>
            <Words
              text={props.partnerName}
              width={size.width - 2 * 72}
              max={nameSize}
              style={{ fontWeight: 700, lineHeight: 1.05, letterSpacing: -1 }}
            />
          </div>
        </div>
        <Footer facts={props.facts} theme={theme} fontSize={30} ruleWidth={120} />
      </Frame>
    );
  }
  const nameSize = sizeForLength(props.partnerName, [
    [18, 60],
    [26, 52],
    [100, 44],
  ]);
  return (
    <Frame width={size.width} height={size.height} theme={theme} padding={64}>
      <Brand logoSrc={props.logoSrc} name={props.facts.summitName} size={56} theme={theme} />
      <div style={{ display: "flex", flex: 1, alignItems: "center", gap: 48 }}>
        <div style={{ ...column, flex: 1, gap: 22 }}>
          <Pill fontSize={22} background={pillColour}>
            {props.categoryLabel}
          </Pill>
          <Words
            text={props.partnerName}
            width={size.width - 2 * 64 - 48 - (size.logoWidth + 2 * 24 + 6)}
            max={nameSize}
            style={{ fontWeight: 700, lineHeight: 1.05, letterSpacing: -1 }}
          />
        </div>
        <LogoTile
          src={props.partnerLogoSrc}
          width={size.logoWidth}
          height={size.logoHeight}
          padding={24}
          theme={theme}
        />
      </div>
      <Footer facts={props.facts} theme={theme} fontSize={26} ruleWidth={96} />
    </Frame>
  );
}

// ---------------------------------------------------------------------------------------------
// URL posters

export type PosterFormat = "a4" | "square" | "story";

/** `qr` is the largest side of the QR code image, quiet zone included. */
export const posterSizes: Record<
  PosterFormat,
  { width: number; height: number; padding: number; qr: number; scale: number }
> = {
  a4: { width: 1240, height: 1754, padding: 96, qr: 460, scale: 1.2 },
  square: { width: 1080, height: 1080, padding: 72, qr: 320, scale: 0.85 },
  story: { width: 1080, height: 1920, padding: 88, qr: 560, scale: 1.1 },
};

export interface UrlPosterProps {
  facts: SummitFacts;
  format: PosterFormat;
  logoSrc: string;
  tagline: string;
  /** The registration URL, shown as text and encoded in the QR code. */
  url: string;
  /** An SVG of the QR code with its white quiet zone; `qrSize` keeps modules whole pixels. */
  qrSrc: string;
  qrSize: number;
}

function RegisterText({ scale, headline }: { scale: number; headline: number }) {
  return (
    <div style={{ ...column, gap: Math.round(16 * scale) }}>
      <Pill fontSize={Math.round(24 * scale)}>Tickets</Pill>
      <div style={{ fontSize: headline, fontWeight: 700, lineHeight: 1.05, letterSpacing: -1 }}>
        Register now
      </div>
      <div
        style={{ fontSize: Math.round(30 * scale), lineHeight: 1.3, color: colours.mutedOnDark }}
      >
        Scan the code or visit
      </div>
    </div>
  );
}

export function UrlPoster(props: UrlPosterProps) {
  const { width, height, padding, scale } = posterSizes[props.format];
  const inner = width - 2 * padding;
  const headline = props.format === "square" ? 96 : Math.round(112 * scale);
  const qr = (
    <img
      src={props.qrSrc}
      width={props.qrSize}
      height={props.qrSize}
      alt=""
      style={{ borderRadius: Math.round(20 * scale) }}
    />
  );
  const url = (
    <div
      style={{
        fontSize: oneLineSize(props.url, inner, Math.round(40 * scale)),
        fontWeight: 700,
        color: colours.lime,
      }}
    >
      {props.url}
    </div>
  );
  return (
    <Frame width={width} height={height} theme="dark" padding={padding}>
      <Brand
        logoSrc={props.logoSrc}
        name={props.facts.summitName}
        size={Math.round(64 * scale)}
        theme="dark"
      />
      <div style={{ ...column, flex: 1, justifyContent: "center", gap: Math.round(28 * scale) }}>
        <Words
          text={props.facts.summitName}
          width={inner}
          max={headline}
          style={{ fontWeight: 700, lineHeight: 1.0, letterSpacing: -headline * 0.03 }}
        />
        {props.format === "square" ? null : (
          <div
            style={{
              fontSize: Math.round(36 * scale),
              lineHeight: 1.3,
              color: colours.mutedOnDark,
            }}
          >
            {props.tagline}
          </div>
        )}
        <div style={{ ...column, gap: Math.round(8 * scale) }}>
          <div style={{ fontSize: Math.round(52 * scale), fontWeight: 700, color: colours.lime }}>
            {props.facts.dates}
          </div>
          <div style={{ fontSize: Math.round(36 * scale) }}>{props.facts.venue}</div>
        </div>
      </div>
      {props.format === "story" ? (
        <div style={{ ...column, gap: Math.round(36 * scale) }}>
          <RegisterText scale={scale} headline={Math.round(76 * scale)} />
          {qr}
          {url}
        </div>
      ) : (
        <div style={{ ...column, gap: Math.round(28 * scale) }}>
          <div style={{ display: "flex", alignItems: "center", gap: Math.round(48 * scale) }}>
            {qr}
            <RegisterText scale={scale} headline={Math.round(64 * scale)} />
          </div>
          {url}
        </div>
      )}
    </Frame>
  );
}

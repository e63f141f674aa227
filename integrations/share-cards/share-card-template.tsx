// Build-only: the satori template of the 1200x630 share card every public page gets. It reuses
// the building blocks of the private area's graphics, so both look like one summit.
import {
  Brand,
  Footer,
  Frame,
  Pill,
  Words,
  colours,
  column,
  sizeForLength,
  type SummitFacts,
} from "../graphics/templates.tsx";
import type { CardContent } from "./card-content.ts";

/** Part of every cache key: bump it when the look changes in a way the template source does not show. */
export const shareCardTemplateVersion = 1;

export const shareCardLayout = { padding: 64, logo: 56, portrait: 248 } as const;

export interface ShareCardProps extends CardContent {
  facts: SummitFacts;
  /** The summit logo as a PNG data URI. */
  logoSrc: string;
  /** The portrait as a square PNG data URI of shareCardLayout.portrait pixels. */
  portraitSrc?: string;
}

export function ShareCard(props: ShareCardProps & { width: number; height: number }) {
  const { padding, logo } = shareCardLayout;
  return (
    <Frame width={props.width} height={props.height} theme="dark" padding={padding}>
      {props.portraitSrc === undefined ? <Ring /> : null}
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Brand logoSrc={props.logoSrc} name={props.brand} size={logo} theme="dark" />
        {props.kicker === undefined ? null : <Pill fontSize={20}>{props.kicker}</Pill>}
      </div>
      {props.portraitSrc === undefined ? (
        <TextBody {...props} innerWidth={props.width - 2 * padding} />
      ) : (
        <PortraitBody
          {...props}
          portraitSrc={props.portraitSrc}
          innerWidth={props.width - 2 * padding}
        />
      )}
      <Footer facts={props.facts} theme="dark" fontSize={26} ruleWidth={96} />
    </Frame>
  );
}

/** The lime ring of the summit logo, cut by the card's corner as on the default share image. */
function Ring() {
  return (
    <div
      style={{
        display: "flex",
        position: "absolute",
        right: -90,
        bottom: -130,
        width: 360,
        height: 360,
        boxSizing: "border-box",
        borderRadius: 180,
        border: `48px solid ${colours.lime}`,
      }}
    />
  );
}

/** Title and description, for pages without a person: leaves the corner to the ring. */
function TextBody(props: ShareCardProps & { innerWidth: number }) {
  const width = props.innerWidth - 180;
  const titleSize = sizeForLength(props.title, [
    [14, 92],
    [26, 76],
    [44, 62],
    [200, 52],
  ]);
  return (
    <div style={{ ...column, flex: 1, justifyContent: "center", gap: 20 }}>
      <Words
        text={props.title}
        width={width}
        max={titleSize}
        style={{ fontWeight: 700, lineHeight: 1.05, letterSpacing: -titleSize * 0.02 }}
      />
      <div
        style={{
          display: "flex",
          width,
          fontSize: 30,
          lineHeight: 1.3,
          color: colours.mutedOnDark,
        }}
      >
        {props.line}
      </div>
      {props.detail === undefined ? null : (
        <div style={{ fontSize: 28, fontWeight: 700, color: colours.lime }}>{props.detail}</div>
      )}
    </div>
  );
}

/** A speaker or contributor: the portrait on a lime tile, their name and role beside it. */
function PortraitBody(props: ShareCardProps & { portraitSrc: string; innerWidth: number }) {
  const { portrait } = shareCardLayout;
  const gap = 48;
  const width = props.innerWidth - (portrait + 16) - gap;
  const nameSize = sizeForLength(props.title, [
    [16, 68],
    [22, 60],
    [200, 52],
  ]);
  return (
    <div style={{ display: "flex", flex: 1, alignItems: "center", gap }}>
      <div style={{ display: "flex", padding: 8, borderRadius: 44, backgroundColor: colours.lime }}>
        <img
          src={props.portraitSrc}
          width={portrait}
          height={portrait}
          alt=""
          style={{ borderRadius: 36, objectFit: "cover" }}
        />
      </div>
      <div style={{ ...column, flex: 1, gap: 16 }}>
        <Words
          text={props.title}
          width={width}
          max={nameSize}
          style={{ fontWeight: 700, lineHeight: 1.05, letterSpacing: -1 }}
        />
        <div
          style={{ display: "flex", fontSize: 30, lineHeight: 1.25, color: colours.mutedOnDark }}
        >
          {props.line}
        </div>
        {props.detail === undefined ? null : (
          <div
            style={{
              display: "flex",
              fontSize: 28,
              lineHeight: 1.25,
              fontWeight: 700,
              color: colours.lime,
            }}
          >
            {props.detail}
          </div>
        )}
      </div>
    </div>
  );
}

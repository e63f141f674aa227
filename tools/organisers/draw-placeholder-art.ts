// Draws the fictional sample art committed under event/public/images (CONTENT_DIR's public/): the logo, one abstract portrait per
// speaker (from the speaker's name, so it is stable), and the default share image. Run it again
// after adding sample speakers: `npx tsx tools/organisers/draw-placeholder-art.ts`. Real photos
// replace these files one by one; nothing here runs during the build.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { readContent } from "../../content/checked-content.ts";
import { ContentError } from "../../content/problems.ts";
import { publicDirOf } from "../../content/load/files.ts";

const publicDir = publicDirOf({});
// The images may not exist yet: drawing them is what this script is for.
const { content, problems } = readContent({}, { checkFiles: false });
if (!content) throw new ContentError(problems);
const { settings, speakers, teamMembers, contributors } = content;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 16777619) >>> 0;
  // FNV's low bits are poorly mixed; a final avalanche spreads every input bit over them.
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

const backgrounds = [
  "#1d3557",
  "#3d405b",
  "#264653",
  "#5f0f40",
  "#0b3954",
  "#2b2d42",
  "#3c1642",
  "#1b4332",
];
const accents = [
  "#e9c46a",
  "#f4a261",
  "#a8dadc",
  "#ffb4a2",
  "#b5e48c",
  "#cdb4db",
  "#90e0ef",
  "#ffd166",
];
const skins = [
  "#8d5524",
  "#c68642",
  "#e0ac69",
  "#f1c27d",
  "#ffdbac",
  "#6b4226",
  "#a1665e",
  "#d4a373",
];
const hairs = [
  "#1b1b1b",
  "#3b2219",
  "#6f4e37",
  "#a67b5b",
  "#d6c6a8",
  "#4a4a4a",
  "#b55239",
  "#2e1a12",
];

/** An independent, stable choice per attribute of one person. */
function pick<T>(list: readonly T[], name: string, attribute: string): T {
  return list[hash(`${attribute}:${name}`) % list.length]!;
}

function portraitSvg(name: string): string {
  const seed = hash(name);
  const hairStyle = hash(`style:${name}`) % 3;
  const hair = pick(hairs, name, "hair");
  const skin = pick(skins, name, "skin");
  const hairShape =
    hairStyle === 0
      ? `<path d="M150 215 Q150 110 240 108 Q330 110 330 215 Q318 160 240 158 Q162 160 150 215Z" fill="${hair}"/>`
      : hairStyle === 1
        ? `<path d="M140 300 Q128 110 240 104 Q352 110 340 300 L318 300 Q330 175 240 160 Q150 175 162 300Z" fill="${hair}"/>`
        : `<circle cx="240" cy="150" r="70" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="${pick(backgrounds, name, "background")}"/>
  <circle cx="${120 + (seed % 240)}" cy="${90 + ((seed >>> 8) % 120)}" r="${60 + ((seed >>> 3) % 50)}" fill="${pick(accents, name, "glow")}" opacity="0.35"/>
  <path d="M90 480 Q96 340 240 330 Q384 340 390 480Z" fill="${pick(accents, name, "shirt")}"/>
  <rect x="212" y="270" width="56" height="70" rx="20" fill="${skin}"/>
  <ellipse cx="240" cy="215" rx="82" ry="96" fill="${skin}"/>
  ${hairShape}
</svg>`;
}

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${settings.shortName}">
  <rect width="64" height="64" rx="14" fill="#000"/>
  <circle cx="30" cy="30" r="17" fill="none" stroke="#c8f560" stroke-width="7"/>
  <path d="M36 36 L52 52" stroke="#c8f560" stroke-width="7" stroke-linecap="round"/>
</svg>
`;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const shareSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#000"/>
  <circle cx="1060" cy="110" r="150" fill="none" stroke="#c8f560" stroke-width="40"/>
  <path d="M1160 215 L1220 275" stroke="#c8f560" stroke-width="40" stroke-linecap="round"/>
  <text x="80" y="300" fill="#fff" font-family="Liberation Sans, Arial, sans-serif" font-size="72" font-weight="700">${escapeXml(settings.summitName)}</text>
  <text x="80" y="390" fill="#c8f560" font-family="Liberation Sans, Arial, sans-serif" font-size="44">${escapeXml(settings.dates.label)}</text>
  <text x="80" y="460" fill="#ddd" font-family="Liberation Sans, Arial, sans-serif" font-size="40">${escapeXml(`${settings.venue.name}, ${settings.venue.area}, ${settings.venue.city}`)}</text>
</svg>`;

await mkdir(path.join(publicDir, "images/logo"), { recursive: true });
await mkdir(path.join(publicDir, "images/speakers"), { recursive: true });
await mkdir(path.join(publicDir, "images/team"), { recursive: true });
await mkdir(path.join(publicDir, "images/journal"), { recursive: true });
await mkdir(path.join(publicDir, "images/share"), { recursive: true });
await writeFile(path.join(publicDir, settings.defaultImage), logoSvg);
await sharp(Buffer.from(shareSvg))
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, "images/share/default.png"));
const people = [...speakers, ...teamMembers, ...contributors];
for (const person of people) {
  await sharp(Buffer.from(portraitSvg(person.name)))
    .webp({ quality: 72 })
    .toFile(path.join(publicDir, person.image));
}
console.log(`Drew the logo, the share image and ${people.length} portraits.`);

// A small catalogue for the unit tests, shaped like the one the build makes.
import type { GraphicItem, GraphicsCatalogue } from "#content/schema/private.ts";

const item = (
  folder: string,
  filename: string,
  name: string,
  extra: Partial<GraphicItem> = {},
) => ({
  name,
  filename,
  size: "0.19 MB",
  bytes: 199_000,
  path: `/graphics/${folder}/${filename}`,
  isPackage: false,
  ...extra,
});

const sponsor = (id: string, organisation: string, variant: string) =>
  item("private_sponsors", `${id}-${variant.toLowerCase()}.png`, `${organisation} (${variant})`, {
    originalName: organisation,
    variant,
    size: "0.04 MB",
  });

export const testCatalogue: GraphicsCatalogue = {
  speakers: [
    item("private_speakers", "ada-lovelock.png", "Ada Lovelock"),
    item("private_speakers", "amara-okafor-reid.png", "Amara Okafor-Reid"),
    item("private_speakers", "lucas-brennan-achebe.png", "Lucas Brennan-Achebe", {
      size: "0.21 MB",
    }),
  ],
  sponsors: [
    sponsor("brightmoor-labs", "Brightmoor Labs", "Dark"),
    sponsor("brightmoor-labs", "Brightmoor Labs", "Light"),
    sponsor("lumenfield-ai", "Lumenfield AI", "Square"),
  ],
  urlPosters: [
    item("private_url_posters", "register-poster-a4.png", "Register poster (A4)"),
    item("private_url_posters", "story-9x16.png", "Story (9:16)"),
  ],
  packages: {
    speakers: item("private_speakers", "quillmere-speaker-graphics.zip", "All speaker graphics", {
      isPackage: true,
      size: "0.59 MB",
    }),
    sponsors: item("private_sponsors", "quillmere-sponsor-graphics.zip", "All sponsor graphics", {
      isPackage: true,
      size: "0.12 MB",
    }),
    urlPosters: item("private_url_posters", "quillmere-url-posters.zip", "All URL posters", {
      isPackage: true,
      size: "0.38 MB",
    }),
  },
};

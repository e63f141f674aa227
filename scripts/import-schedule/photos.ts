// Speaker photos are downloaded at import time and stored under public/, so that public pages
// never hot-link a third party. `photoSource` remembers the URL: an unchanged URL is not
// downloaded again, so a second run needs no network.
import sharp from "sharp";
import type { Fetch } from "./read-input.ts";

/** Photos the image pipeline takes as sources must be square and at least 480 px wide. */
const smallest = 480;
const largest = 800;

export interface PhotoDecision {
  /** Site path for the speaker's `image`. */
  image: string;
  /** The URL the local photo came from; undefined for an organiser's own or the default image. */
  photoSource?: string;
  /** A new file to write: repository path and bytes. */
  file?: { path: string; bytes: Buffer };
  warning?: string;
}

export interface PhotoInput {
  name: string;
  /** The photo URL in the import, if any. */
  url?: string;
  /** The speaker's current `image` and `photoSource`, if the speaker exists. */
  image?: string;
  photoSource?: string;
  /** Whether the current image's file exists under public/. */
  imageExists: boolean;
  /** File name (without extension) for a downloaded photo, e.g. "dana-whitfield-osei". */
  fileName: string;
  defaultImage: string;
}

/** A square WebP between 480 and 800 px, cropped to the middle; EXIF orientation applied. */
export async function toSpeakerPhoto(bytes: Buffer): Promise<{ bytes: Buffer; upscaled: boolean }> {
  const image = sharp(bytes).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  const side = Math.min(largest, Math.max(smallest, Math.min(width, height)));
  const out = await image
    .resize(side, side, { fit: "cover", position: "attention" })
    .webp({ quality: 85 })
    .toBuffer();
  return { bytes: out, upscaled: Math.min(width, height) < smallest };
}

export async function decidePhoto(input: PhotoInput, fetchFn: Fetch): Promise<PhotoDecision> {
  const kept = {
    image: input.image && input.imageExists ? input.image : input.defaultImage,
    photoSource: input.image && input.imageExists ? input.photoSource : undefined,
  };
  // A photo the organiser put there (an image without photoSource) is theirs to change.
  if (input.image && input.imageExists && !input.photoSource) return kept;
  if (!input.url) return kept;
  if (input.url === input.photoSource && input.imageExists) return kept;
  const image = `/images/speakers/${input.fileName}.webp`;
  try {
    const response = await fetchFn(input.url);
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const photo = await toSpeakerPhoto(Buffer.from(await response.arrayBuffer()));
    return {
      image,
      photoSource: input.url,
      file: { path: `public${image}`, bytes: photo.bytes },
      warning: photo.upscaled
        ? `photo of ${input.name} is smaller than ${smallest} px and was enlarged; ask for a larger one`
        : undefined,
    };
  } catch (error) {
    return {
      ...kept,
      warning: `photo of ${input.name} could not be downloaded from ${input.url} (${(error as Error).message}); ${kept.image === input.defaultImage ? "using the default image" : "keeping the previous photo"}`,
    };
  }
}

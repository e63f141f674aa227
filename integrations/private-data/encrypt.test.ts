import { beforeAll, describe, expect, it } from "vitest";
import type { PrivateDatasets } from "../../content/schema/private.ts";
import {
  additionalData,
  decryptAll,
  decryptDataset,
  deriveEnvelopeKey,
  fromBase64,
  minimumIterations,
  toBase64,
  type PrivateEnvelope,
} from "../../site/features/private-area/envelope.ts";
import {
  derivePrivateKey,
  encryptDatasets,
  encryptDatasetsWithKey,
  paddingBucket,
} from "./encrypt.ts";

const password = "fixture: correct horse battery staple";
const datasets: PrivateDatasets = {
  social: {
    posts: [
      {
        Date: "Mon 15 Sep 2025",
        Platform: "LinkedIn",
        Theme: "Speaker spotlight",
        Copy: "Meet our first speaker, @ada.",
      },
    ],
    handles: { ada: "Ada Lovelock" },
  },
  analytics: {
    ticketCounts: { student: 51, general: 40, researcher: 24 },
    organizations: ["Brightmoor Labs"],
  },
  discounts: {
    percentOff: 20,
    seatsPerOrganisation: 20,
    entries: [
      {
        organization: "Brightmoor Labs",
        code: "BRIGHTMOORLABS20",
        url: "https://tickets.example/x",
        type: "sponsor",
      },
    ],
    messageTemplate: "Use {code} for 20% off.",
  },
  graphics: {
    speakers: [],
    sponsors: [],
    urlPosters: [],
    packages: {
      speakers: {
        name: "All",
        filename: "a.zip",
        size: "1.0 MB",
        bytes: 1,
        path: "/graphics/private_speakers/a.zip",
        isPackage: true,
      },
      sponsors: {
        name: "All",
        filename: "b.zip",
        size: "1.0 MB",
        bytes: 1,
        path: "/graphics/private_sponsors/b.zip",
        isPackage: true,
      },
      urlPosters: {
        name: "All",
        filename: "c.zip",
        size: "1.0 MB",
        bytes: 1,
        path: "/graphics/private_url_posters/c.zip",
        isPackage: true,
      },
    },
  },
};

let envelope: PrivateEnvelope;
let key: CryptoKey;

beforeAll(async () => {
  envelope = await encryptDatasets(password, datasets);
  key = await deriveEnvelopeKey(password, envelope);
}, 30_000);

function flipByte(base64: string, index: number): string {
  const bytes = fromBase64(base64);
  bytes[index < 0 ? bytes.length + index : index]! ^= 0x01;
  return toBase64(bytes);
}

const withSocial = (blob: Partial<PrivateEnvelope["datasets"]["social"]>): PrivateEnvelope => ({
  ...envelope,
  datasets: { ...envelope.datasets, social: { ...envelope.datasets.social, ...blob } },
});

describe("private envelope", () => {
  it("round-trips every dataset", async () => {
    expect(await decryptAll(envelope, key)).toEqual(datasets);
  });

  it("derives a key that cannot be exported and only decrypts (a session keeps it as a CryptoKey object)", async () => {
    expect(key.extractable).toBe(false);
    expect(key.usages).toEqual(["decrypt"]);
    await expect(crypto.subtle.exportKey("raw", key)).rejects.toThrow();
    await expect(crypto.subtle.exportKey("jwk", key)).rejects.toThrow();
    expect(structuredClone(key).extractable).toBe(false);
    expect(await decryptDataset(envelope, structuredClone(key), "discounts")).toEqual(
      datasets.discounts,
    );
  });

  it("records the KDF settings, at least 600,000 iterations, and a version", () => {
    expect(envelope.version).toBe(1);
    expect(envelope.cipher).toBe("AES-256-GCM");
    expect(envelope.kdf).toMatchObject({ name: "PBKDF2", hash: "SHA-256" });
    expect(envelope.kdf.iterations).toBeGreaterThanOrEqual(600_000);
    expect(fromBase64(envelope.kdf.salt)).toHaveLength(16);
    expect(fromBase64(envelope.datasets.social.iv)).toHaveLength(12);
  });

  it("refuses fewer iterations than the minimum", async () => {
    await expect(
      encryptDatasets(password, datasets, { iterations: minimumIterations - 1 }),
    ).rejects.toThrow();
  });

  it("rejects a wrong password", async () => {
    const wrong = await deriveEnvelopeKey("wrong password", envelope);
    await expect(decryptDataset(envelope, wrong, "social")).rejects.toThrow();
  });

  it("rejects a flipped byte in the ciphertext, the tag and the IV", async () => {
    const data = envelope.datasets.social.data;
    await expect(
      decryptDataset(withSocial({ data: flipByte(data, 0) }), key, "social"),
    ).rejects.toThrow();
    await expect(
      decryptDataset(withSocial({ data: flipByte(data, -1) }), key, "social"),
    ).rejects.toThrow();
    await expect(
      decryptDataset(withSocial({ iv: flipByte(envelope.datasets.social.iv, 3) }), key, "social"),
    ).rejects.toThrow();
  });

  it("rejects a flipped byte in the salt, since it derives another key", async () => {
    const tampered = {
      ...envelope,
      kdf: { ...envelope.kdf, salt: flipByte(envelope.kdf.salt, 5) },
    };
    const tamperedKey = await deriveEnvelopeKey(password, tampered);
    await expect(decryptDataset(tampered, tamperedKey, "social")).rejects.toThrow();
  });

  it("rejects a dataset swapped into another's place", async () => {
    const swapped: PrivateEnvelope = {
      ...envelope,
      datasets: { ...envelope.datasets, analytics: envelope.datasets.discounts },
    };
    await expect(decryptDataset(swapped, key, "analytics")).rejects.toThrow();
  });

  it("uses a fresh salt and fresh IVs on every build", async () => {
    const again = await encryptDatasets(password, datasets);
    expect(again.kdf.salt).not.toBe(envelope.kdf.salt);
    for (const name of ["social", "analytics", "discounts", "graphics"] as const) {
      expect(again.datasets[name].iv).not.toBe(envelope.datasets[name].iv);
      expect(again.datasets[name].data).not.toBe(envelope.datasets[name].data);
    }
  }, 30_000);

  // Issue 31, point 9: the ciphertext was exactly as long as the dataset's JSON, plus the tag.
  const gcmTag = 16;
  const ciphertextLength = (blob: { data: string }) => fromBase64(blob.data).length;

  it("pads every dataset to a 4 KiB bucket: the ciphertext is a multiple of 4096 bytes plus the tag", () => {
    expect(paddingBucket).toBe(4096);
    for (const name of Object.keys(datasets) as (keyof PrivateDatasets)[]) {
      const jsonBytes = new TextEncoder().encode(JSON.stringify(datasets[name])).length;
      expect(jsonBytes, name).toBeLessThan(4096);
      expect(ciphertextLength(envelope.datasets[name]), name).toBe(4096 + gcmTag);
    }
  });

  it("gives datasets of different lengths in one bucket the same length, and a longer one the next", async () => {
    /** The social dataset, its JSON `bytes` long (a post's copy made to measure). */
    const socialOf = (bytes: number): PrivateDatasets => {
      const post = datasets.social.posts[0]!;
      const base = JSON.stringify({ ...datasets.social, posts: [{ ...post, Copy: "" }] }).length;
      const social = {
        ...datasets.social,
        // "é" is two bytes in UTF-8: the buckets count bytes, not characters.
        posts: [{ ...post, Copy: "é" + "x".repeat(bytes - base - 2) }],
      };
      expect(new TextEncoder().encode(JSON.stringify(social)).length).toBe(bytes);
      return { ...datasets, social };
    };
    const lengths: number[] = [];
    const privateKey = await derivePrivateKey(password);
    for (const bytes of [200, 4096, 4097, 8192, 8193]) {
      const padded = await encryptDatasetsWithKey(privateKey, socialOf(bytes));
      lengths.push(ciphertextLength(padded.datasets.social));
      expect(await decryptAll(padded, privateKey.key)).toEqual(socialOf(bytes));
    }
    expect(lengths).toEqual([4096, 4096, 8192, 8192, 12288].map((bytes) => bytes + gcmTag));
  }, 60_000);

  it("pads inside the authenticated plaintext, with spaces after the JSON", async () => {
    const blob = envelope.datasets.discounts;
    const plaintext = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: fromBase64(blob.iv), additionalData: additionalData("discounts") },
        key,
        fromBase64(blob.data),
      ),
    );
    const json = new TextEncoder().encode(JSON.stringify(datasets.discounts));
    expect(plaintext.length).toBe(4096);
    expect(plaintext.subarray(0, json.length)).toEqual(json);
    expect(new Set(plaintext.subarray(json.length))).toEqual(new Set([" ".charCodeAt(0)]));
  });
});

// Build-only: finds secrets in built files in every form a leak could take.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  decryptDataset,
  deriveEnvelopeKey,
  type PrivateEnvelope,
} from "../../site/features/private-area/envelope.ts";
import type { PrivateDatasetName } from "../../content/schema/private.ts";
import { demoPassword, testFixturePassword } from "./password.ts";
import { testBuildOut } from "./test-build.ts";

/**
 * The byte strings that would betray a secret: as it is, JSON-escaped, URL-encoded, and base64 at
 * each of the three offsets a secret can start at inside a longer base64 string.
 */
export function secretForms(secret: string): Buffer[] {
  const raw = Buffer.from(secret, "utf8");
  const forms = new Set<string>([
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
  ]);
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), raw]).toString("base64");
    // Drop the characters that also depend on the bytes around the secret.
    const start = Math.ceil((offset * 4) / 3);
    const end = encoded.length - 4;
    if (end - start >= 8) forms.add(encoded.slice(start, end));
    forms.add(Buffer.from(secret).toString("base64url").slice(0, -2));
  }
  return [...forms].map((form) => Buffer.from(form, "utf8"));
}

export interface SecretFinding {
  file: string;
  label: string;
}

/** Every (file, secret) pair where some form of the secret occurs in the file. */
export function findSecrets(
  root: string,
  secrets: readonly { label: string; value: string }[],
): SecretFinding[] {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(root, file))
    .filter((file) => statSync(file).isFile());
  const needles = secrets.map((secret) => ({
    label: secret.label,
    forms: secretForms(secret.value),
  }));
  const findings: SecretFinding[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const needle of needles) {
      if (needle.forms.some((form) => bytes.includes(form))) {
        findings.push({ file: path.relative(root, file), label: needle.label });
      }
    }
  }
  return findings;
}

/**
 * Every private-data envelope (a JSON file like /data/private.json) under `root` that the
 * password opens. A build encrypted with a password from this project's source holds none of the
 * password's bytes, so only trying it finds that build out.
 */
export async function envelopesOpenedBy(root: string, password: string): Promise<string[]> {
  const opened: string[] = [];
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".json"),
  );
  for (const file of files) {
    const envelope = readEnvelope(path.join(root, file));
    if (!envelope) continue;
    const key = await deriveEnvelopeKey(password, envelope);
    const names = Object.keys(envelope.datasets) as PrivateDatasetName[];
    const opens = await Promise.any(names.map((name) => decryptDataset(envelope, key, name))).then(
      () => true,
      () => false,
    );
    if (opens) opened.push(file);
  }
  return opened;
}

/**
 * The private data under `root` (a client folder) that a password from this project's source
 * opens: anyone who reads the source reads such a build's private data, so it must never be
 * deployed. The demo password (`npm start`'s local preview) is refused anywhere; the tests'
 * password everywhere but in the test build's own folder, where `testBuild` lists what it opens.
 */
export async function openedBySourcePasswords(
  root: string,
  testBuildClientDir = path.resolve(testBuildOut, "client"),
): Promise<{ findings: SecretFinding[]; testBuild: string[] }> {
  const findings: SecretFinding[] = (await envelopesOpenedBy(root, demoPassword)).map((file) => ({
    file,
    label:
      "encrypted with the demo password, which the README publishes (npm start's local preview): never deploy it",
  }));
  const byTests = await envelopesOpenedBy(root, testFixturePassword);
  if (path.resolve(root) === path.resolve(testBuildClientDir))
    return { findings, testBuild: byTests };
  for (const file of byTests)
    findings.push({
      file,
      label: `encrypted with the tests' password, which is in this project's source (a build for the tests belongs in ${testBuildOut}/, never in a folder to deploy)`,
    });
  return { findings, testBuild: [] };
}

function readEnvelope(file: string): PrivateEnvelope | null {
  try {
    if (!statSync(file).isFile()) return null;
    const value = JSON.parse(readFileSync(file, "utf8")) as Partial<PrivateEnvelope> | null;
    const isEnvelope =
      value?.kdf?.name === "PBKDF2" &&
      typeof value.kdf.salt === "string" &&
      typeof value.datasets === "object" &&
      value.datasets !== null;
    return isEnvelope ? (value as PrivateEnvelope) : null;
  } catch {
    return null;
  }
}

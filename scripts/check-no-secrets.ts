// Fails if the private-area password or any discount code appears in any built file, in any form.
import path from "node:path";
import { loadPrivateContent } from "../content/load/private-content.ts";
import { findSecrets } from "./private-data/find-secrets.ts";
import { demoPassword, testFixturePassword } from "./private-data/password.ts";

const { discounts } = loadPrivateContent();

const root = path.resolve(process.env.BUILD_OUT ?? "build", "client");
const secrets = [
  { label: "the test fixture password", value: testFixturePassword },
  { label: "the demo password", value: demoPassword },
  ...(process.env.PRIVATE_AREA_PASSWORD
    ? [{ label: "PRIVATE_AREA_PASSWORD", value: process.env.PRIVATE_AREA_PASSWORD }]
    : []),
  ...discounts.entries.map((entry) => ({
    label: `discount code ${entry.code}`,
    value: entry.code,
  })),
];

const findings = findSecrets(root, secrets);
if (findings.length > 0) {
  for (const finding of findings) console.error(`  ${finding.file}: ${finding.label}`);
  console.error(`Secrets found in ${findings.length} place(s) of the build.`);
  process.exit(1);
}
console.log(
  `No secret in any built file (${secrets.length} secrets in raw, JSON, URL and base64 forms).`,
);

// Fails if the private-area password, a discount code or the text of a planned social post appears
// in any built file, in any form, or if the build's private data opens with a password from this
// project's source: the demo password (npm start's local preview) or the tests' password, which
// only the test build, in its own folder (`npm run build:test`), may use. The codes and posts are
// read from private-content/ (YAML and Markdown), as the build reads them before it encrypts them.
//
//   npm run check:secrets                   the deployable build, build/client
//   npm run check:secrets -- <client dir>   another build's client folder (check:build: the tests')
import path from "node:path";
import { loadPrivateContent } from "../../content/checked-content.ts";
import {
  findSecrets,
  openedBySourcePasswords,
} from "../../integrations/private-data/find-secrets.ts";
import { demoPassword, testFixturePassword } from "../../integrations/private-data/password.ts";

const { discounts, socialCalendar } = loadPrivateContent();

// BUILD_OUT is the same override astro.config.ts reads.
const root = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_OUT ?? "build", "client"));
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
  ...socialCalendar.posts.map((post) => ({
    label: `the ${post.Platform} post of ${post.Date} (${post.Theme})`,
    value: post.Copy,
  })),
];

const findings = findSecrets(root, secrets);
const opened = await openedBySourcePasswords(root);
findings.push(...opened.findings);
if (findings.length > 0) {
  for (const finding of findings) console.error(`  ${finding.file}: ${finding.label}`);
  console.error(`Secrets found in ${findings.length} place(s) of the build.`);
  console.error(`The build scanned: ${root}`);
  process.exit(1);
}
console.log(
  `No secret in any built file (${secrets.length} secrets in raw, JSON, URL and base64 forms), ` +
    (opened.testBuild.length > 0
      ? `and no private data that opens with the demo password. ${opened.testBuild.join(", ")} ` +
        "opens with the tests' password, as it should in the test build's own folder: never deploy it."
      : "and no private data that opens with the demo password or the tests' password."),
);

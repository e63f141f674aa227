// Fails if the private-area password, a discount code or the text of a planned social post appears
// in any built file, in any form, or if the build's private data opens with the demo password
// (npm start's local preview: never to be deployed). The codes and posts are read from
// private-content/ (YAML and Markdown), as the build reads them before it encrypts them.
import path from "node:path";
import { loadPrivateContent } from "../../content/checked-content.ts";
import { envelopesOpenedBy, findSecrets } from "../../integrations/private-data/find-secrets.ts";
import { demoPassword, testFixturePassword } from "../../integrations/private-data/password.ts";

const { discounts, socialCalendar } = loadPrivateContent();

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
  ...socialCalendar.posts.map((post) => ({
    label: `the ${post.Platform} post of ${post.Date} (${post.Theme})`,
    value: post.Copy,
  })),
];

const findings = findSecrets(root, secrets);
for (const file of await envelopesOpenedBy(root, demoPassword)) {
  findings.push({
    file,
    label: "encrypted with the demo password (a local preview, not for deploying)",
  });
}
if (findings.length > 0) {
  for (const finding of findings) console.error(`  ${finding.file}: ${finding.label}`);
  console.error(`Secrets found in ${findings.length} place(s) of the build.`);
  process.exit(1);
}
console.log(
  `No secret in any built file (${secrets.length} secrets in raw, JSON, URL and base64 forms), ` +
    "and no private data that opens with the demo password.",
);
// The test builds are encrypted with the fixture password from this project's source: fine for
// the tests, never for a deploy.
const testBuild = await envelopesOpenedBy(root, testFixturePassword);
if (testBuild.length > 0)
  console.log(
    `Note: ${testBuild.join(", ")} opens with the test fixture password: a test build, not for deploying.`,
  );

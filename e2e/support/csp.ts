// Test support for the Content-Security-Policy (docs/decisions/008): what a served page's own
// <meta> policy must be, where it must sit, and a watch on the browser's CSP violations.
import type { Page } from "@playwright/test";
import { mapFrameOrigin, metaContentSecurityPolicy } from "../../hosting/security-headers.ts";
import { collectCspHashes } from "../../integrations/deploy/csp-hashes.ts";
import { attribute, elements, parseHtml } from "../../integrations/deploy/html.ts";

/**
 * The <meta> policy a document needs: the hashes of the inline code in the HTML it was served, and
 * what its page path allows (blob: pictures on the graphics page).
 */
export function neededMetaPolicy(html: string, pagePath?: string): string {
  const [hashes] = Object.values(collectCspHashes([{ file: "page.html", html }]));
  return metaContentSecurityPolicy(hashes!, pagePath);
}

export interface MetaPolicies {
  /** The content of each <meta http-equiv="Content-Security-Policy">, as the browser reads it. */
  policies: string[];
  /** The elements of <head> before the first policy <meta> (only <meta charset> may be there). */
  before: string[];
}

/** The policy <meta>s of a document, and what comes before the first in its <head>. */
export function metaPolicies(html: string): MetaPolicies {
  const all = [...elements(parseHtml(html))];
  const isPolicy = (element: (typeof all)[number]) =>
    element.tagName === "meta" &&
    attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy";
  const head = all.find((element) => element.tagName === "head");
  const children = (head?.childNodes ?? []).filter(
    (node): node is (typeof all)[number] => "tagName" in node,
  );
  const first = children.findIndex(isPolicy);
  return {
    policies: all.filter(isPolicy).map((element) => attribute(element, "content") ?? ""),
    before: children
      .slice(0, first === -1 ? children.length : first)
      .map((element) =>
        attribute(element, "charset") !== undefined ? "meta[charset]" : element.tagName,
      ),
  };
}

/** Records CSP violations (events and console) and Permissions-Policy complaints. */
export async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  // The map is a third-party embed; answer it locally so nothing leaves the machine.
  await page.route(`${mapFrameOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Map</title><p>map</p>" }),
  );
  return problems;
}

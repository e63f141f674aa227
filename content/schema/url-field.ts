import { z } from "zod";
import { sitePathProblem, webUrlProblem, type WebScheme } from "./web-url.ts";

/**
 * A URL field of the content: a web address with one of `schemes`, checked by webUrlProblem
 * (web-url.ts), whose words become the content check's message, after the file, the line and
 * the field: `content/settings.yml:12 › ticketingUrl: an address starting with https://; a
 * javascript: address is not allowed here (value: "javascript:alert(1)")`. Every URL field of
 * every schema is one of these (a test walks the schemas to make sure: url-fields.test.ts).
 * Each field says at its declaration why it takes the schemes it takes.
 */
export function webUrlField(...schemes: [WebScheme, ...WebScheme[]]) {
  return (
    z
      .string()
      .superRefine((value, context) => {
        const problem = webUrlProblem(value, schemes);
        if (problem) context.addIssue({ code: "custom", message: problem, input: value });
      })
      // The browser editor's fields come from the JSON Schema of the schemas
      // (tools/organisers/editor/editor-config.ts): this keeps them the URL field they were with
      // z.url().
      .meta({ format: "uri", webSchemes: schemes })
  );
}

/**
 * A link to a page or file of this site (`/schedule`, `/images/share/default.png`): a single
 * leading / (`//evil.example` would leave the site), and only characters a valid URL holds.
 */
export function sitePathField() {
  return z
    .string()
    .superRefine((value, context) => {
      const problem = sitePathProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    })
    .meta({ sitePath: true });
}

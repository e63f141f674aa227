// Build time only: import this from route loaders, never from a component. The essays are read
// through Vite (raw text), so they exist only in the build and in the prerendered HTML.
import { renderMarkdown } from "./render-markdown.ts";

const sources = import.meta.glob<string>("/content/journal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The HTML of an article's body, from its repository path, e.g. content/journal/x.md. */
export function renderArticleBody(bodyPath: string): string {
  const source = sources[`/${bodyPath}`];
  if (source === undefined) throw new Error(`The article body ${bodyPath} does not exist.`);
  return renderMarkdown(source);
}

import "./community.css";

export interface ArticleBodyProps {
  /** HTML rendered at build time by render-markdown.ts: raw HTML dropped, text escaped. */
  html: string;
}

export function ArticleBody({ html }: ArticleBodyProps) {
  // Safe by construction: the HTML comes from our own Markdown renderer at build time, never
  // from the visitor, and that renderer drops raw HTML and unsafe URLs.
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

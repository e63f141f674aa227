import { Portrait } from "#site/shared/ui/portrait.tsx";
import type { ArticlePageData } from "./community-view.ts";
import "./community.css";

export type ArticleHeaderProps = ArticlePageData;

export function ArticleHeader({ article, category, author }: ArticleHeaderProps) {
  return (
    <header className="article-hero">
      <div className="article-column">
        <p>
          <a href="/community" className="button button--ghost article-hero__back">
            ← Back to {category.name}
          </a>
        </p>
        <p className="article-hero__category">{category.label}</p>
        <h1 className="article-hero__title">{article.title}</h1>
        <div className="article-hero__byline">
          <Portrait
            src={author.image}
            width={56}
            height={56}
            loading="eager"
            className="article-hero__avatar"
          />
          <div>
            <a href={`/contributor/${author.id}`} className="article-hero__author">
              {author.name}
            </a>
            <p className="article-hero__author-title">{article.authorTitle}</p>
            <p className="article-hero__meta">
              <time dateTime={article.isoDate}>{article.date}</time>
              <span aria-hidden="true"> · </span>
              <span>{article.readTime} read</span>
            </p>
          </div>
        </div>
      </div>
    </header>
  );
}

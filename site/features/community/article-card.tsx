import { Portrait } from "#site/shared/ui/portrait.tsx";
import { ResponsiveImage } from "#site/shared/ui/responsive-image.tsx";
import type { ArticleCardData } from "./community-view.ts";

export interface ArticleCardProps {
  article: ArticleCardData;
  /** The first card's image is the journal page's LCP on wide screens. */
  priority?: boolean;
}

export function ArticleCard({ article, priority }: ArticleCardProps) {
  return (
    <li className="card article-card">
      <ResponsiveImage
        className="article-card__image"
        src={article.image}
        alt=""
        width={800}
        height={450}
        priority={priority}
        sizes="(max-width: 40rem) 100vw, 400px"
      />
      <div className="article-card__body">
        <p className="article-card__author">
          <Portrait
            src={article.author.image}
            width={40}
            height={40}
            className="article-card__avatar"
          />
          <span>{article.author.name}</span>
        </p>
        <p className="article-card__meta">
          <time dateTime={article.isoDate}>{article.date}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.readTime} read</span>
        </p>
        <h3 className="article-card__title">{article.title}</h3>
        <p className="article-card__excerpt">{article.excerpt}</p>
        <a href={`/community/${article.slug}`} className="article-card__link">
          Read Full Article
          <span className="visually-hidden">: {article.title}</span>
          <span aria-hidden="true"> →</span>
        </a>
      </div>
    </li>
  );
}

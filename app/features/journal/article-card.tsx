import { Link } from "react-router";
import { Portrait } from "#app/shared/ui/portrait.tsx";
import type { ArticleCardData } from "./journal-view.ts";

export interface ArticleCardProps {
  article: ArticleCardData;
}

export function ArticleCard({ article }: ArticleCardProps) {
  return (
    <li className="card article-card">
      <img
        className="article-card__image"
        src={article.image}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
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
        <Link to={`/community/${article.slug}`} className="article-card__link">
          Read Full Article
          <span className="visually-hidden">: {article.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </li>
  );
}

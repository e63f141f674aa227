import { settings } from "#content/settings.yml";
import { ResponsiveImage } from "#site/shared/ui/responsive-image.tsx";
import { ArticleBody } from "./article-body.tsx";
import { ArticleHeader } from "./article-header.tsx";
import { AuthorBioBox } from "./author-bio-box.tsx";
import type { ArticlePageData } from "./community-view.ts";
import { MoreComingSoon } from "./more-coming-soon.tsx";
import { ShareLinksList } from "./share-links-list.tsx";

export interface ArticlePageProps extends ArticlePageData {
  /** The essay, rendered from its Markdown at build time (render-markdown.ts). */
  bodyHtml: string;
}

/** An article's whole page (/community/<slug>): header, featured image, essay, author, sharing. */
export function ArticlePage({ article, category, author, bodyHtml }: ArticlePageProps) {
  const canonicalUrl = `${settings.siteUrl}/community/${article.slug}`;
  return (
    <article className="article">
      <ArticleHeader article={article} category={category} author={author} />
      <div className="article-column section">
        {/* The page's LCP image. */}
        <ResponsiveImage
          className="article__image"
          src={article.featuredImage}
          alt=""
          width={1200}
          height={630}
          priority
          sizes="(max-width: 48rem) 100vw, 46rem"
        />
        <ArticleBody html={bodyHtml} />
        <AuthorBioBox author={author} />
        <ShareLinksList url={canonicalUrl} title={article.title} />
        <MoreComingSoon categoryName={category.name} />
      </div>
    </article>
  );
}

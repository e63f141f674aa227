import { replace } from "react-router";
import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import { ArticleBody } from "#app/features/community/article-body.tsx";
import { ArticleHeader } from "#app/features/community/article-header.tsx";
import { AuthorBioBox } from "#app/features/community/author-bio-box.tsx";
import { selectArticlePage } from "#app/features/community/community-view.ts";
import { MoreComingSoon } from "#app/features/community/more-coming-soon.tsx";
import { renderMarkdown } from "#app/shared/lib/render-markdown.ts";
import { ShareLinksList } from "#app/features/community/share-links-list.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ResponsiveImage } from "#app/shared/ui/responsive-image.tsx";
import type { Route } from "./+types/article";

const journalPath = "/community";

// Build time only, for each prerendered slug: the page data plus the essay rendered to HTML.
export function loader({ params }: Route.LoaderArgs) {
  const { articles, contributors, journalCategories } = loadContent();
  const page = selectArticlePage(params.slug, {
    categories: journalCategories,
    contributors,
    articles,
  });
  const body = articles.find((article) => article.slug === params.slug)?.body;
  if (!page || !body) throw replace(journalPath);
  return { ...page, bodyHtml: renderMarkdown(body) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const { article, author } = loaderData;
  return [
    ...pageMeta({
      title: article.title,
      description: article.excerpt,
      path: `${journalPath}/${article.slug}`,
      ogType: "article",
    }),
    { property: "article:published_time", content: article.isoDate },
    { property: "article:author", content: author.name },
  ];
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, category, author, bodyHtml } = loaderData;
  const canonicalUrl = `${settings.siteUrl}${journalPath}/${article.slug}`;
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

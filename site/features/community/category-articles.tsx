import type { JournalCategory } from "#content/schema/organisation.ts";
import { ArticleCard } from "./article-card.tsx";
import type { ArticleCardData } from "./community-view.ts";

export interface CategoryArticlesProps {
  category: JournalCategory;
  articles: readonly ArticleCardData[];
  /** Categories other than the selected one are in the page, hidden. */
  hidden?: boolean;
  /** What the live region says when this category is chosen. */
  status: string;
}

export const categoryPanelId = (categoryId: string) => `journal-category-${categoryId}`;

export function categoryStatus(category: JournalCategory, articleCount: number): string {
  return articleCount === 0
    ? `${category.name}: Coming Soon`
    : `${category.name}: ${articleCount} ${articleCount === 1 ? "article" : "articles"}`;
}

/** A category's heading, description and articles, or the Coming Soon message. */
export function CategoryArticles({ category, articles, hidden, status }: CategoryArticlesProps) {
  const panelId = categoryPanelId(category.id);
  return (
    <section
      className="journal-main"
      id={panelId}
      aria-labelledby={`${panelId}-title`}
      hidden={hidden}
      data-status={status}
    >
      <h2 id={`${panelId}-title`} className="journal-main__title">
        {category.name}
      </h2>
      <p className="journal-main__description">{category.description}</p>
      {articles.length > 0 ? (
        <ul className="article-grid">
          {articles.map((article, index) => (
            <ArticleCard key={article.slug} article={article} priority={!hidden && index === 0} />
          ))}
        </ul>
      ) : (
        <div className="journal-empty">
          <h3>Coming Soon</h3>
          <p>
            Our editorial team is working on curating the best content for this category. Check back
            soon for new articles.
          </p>
        </div>
      )}
    </section>
  );
}

import type { JournalCategory } from "#content/schema/organisation.ts";
import { ArticleCard } from "./article-card.tsx";
import type { ArticleCardData } from "./journal-view.ts";

export interface CategoryArticlesProps {
  category: JournalCategory;
  articles: readonly ArticleCardData[];
}

/** The selected category's heading, description and articles, or the Coming Soon message. */
export function CategoryArticles({ category, articles }: CategoryArticlesProps) {
  const status =
    articles.length === 0
      ? `${category.name}: Coming Soon`
      : `${category.name}: ${articles.length} ${articles.length === 1 ? "article" : "articles"}`;
  return (
    <section className="journal-main" aria-labelledby="journal-category-title">
      <h2 id="journal-category-title" className="journal-main__title">
        {category.name}
      </h2>
      <p className="journal-main__description">{category.description}</p>
      {/* Announces the change when a category button is pressed; silent on first render. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {articles.length > 0 ? (
        <ul className="article-grid">
          {articles.map((article, index) => (
            <ArticleCard key={article.slug} article={article} priority={index === 0} />
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

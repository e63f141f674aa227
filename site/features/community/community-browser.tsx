import { CategoryArticles, categoryPanelId, categoryStatus } from "./category-articles.tsx";
import { CategoryPicker } from "./category-picker.tsx";
import { ContributingBox } from "./contributing-box.tsx";
import type { JournalCategoryId, CommunityPageData } from "./community-view.ts";
import { PeopleList } from "./people-list.tsx";
import "./community.css";

export type CommunityBrowserProps = CommunityPageData;

/**
 * Brain Sparks is selected first (docs/product/specification.md §4); the selection lives only on
 * this page.
 */
const defaultCategoryId: JournalCategoryId = "brain-sparks";

const statusRegionId = "journal-category-status";

// Without JavaScript the buttons cannot switch, so every category is shown, one after another.
const noScriptStyles =
  ".category-picker { display: none; } .journal-main[hidden] { display: block; }";

/** The category the page opens on: Brain Sparks, or the first there is. */
export function firstCategoryId(categories: CommunityBrowserProps["categories"]) {
  return categories.some((category) => category.id === defaultCategoryId)
    ? defaultCategoryId
    : categories[0]?.id;
}

/**
 * Every category's articles are in the page, the unselected ones hidden; the category buttons
 * switch between them through the page script (site/page-script/toggle-buttons.ts).
 */
export function CommunityBrowser({
  categories,
  editors,
  contributors,
  articles,
}: CommunityBrowserProps) {
  const selectedId = firstCategoryId(categories);
  if (!selectedId) return null;
  return (
    // Reading order: the category control, what it selects, then the people. On wide screens the
    // first and last sit together in a sidebar beside the articles.
    <div className="journal-layout">
      <noscript>
        <style>{noScriptStyles}</style>
      </noscript>
      <div className="journal-layout__categories">
        <CategoryPicker
          categories={categories}
          selectedId={selectedId}
          panelIdOf={categoryPanelId}
          statusRegionId={statusRegionId}
        />
      </div>
      <div className="journal-layout__articles">
        {/* Announces the change when a category button is pressed; silent on first render. */}
        <p className="visually-hidden" role="status" id={statusRegionId} />
        {categories.map((category) => {
          const inCategory = articles.filter((article) => article.category === category.id);
          return (
            <CategoryArticles
              key={category.id}
              category={category}
              articles={inCategory}
              hidden={category.id !== selectedId}
              status={categoryStatus(category, inCategory.length)}
            />
          );
        })}
      </div>
      <div className="journal-layout__people">
        <PeopleList heading="Editors" people={editors} />
        <PeopleList heading="Contributors" people={contributors} />
        <ContributingBox />
      </div>
    </div>
  );
}

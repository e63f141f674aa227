import type { JournalCategory } from "#content/schema/organisation.ts";
import type { JournalCategoryId } from "./community-view.ts";
import "#site/shared/ui/pills.css";

export interface CategoryPickerProps {
  categories: readonly JournalCategory[];
  selectedId: JournalCategoryId;
  /** The id of the element that shows a category's articles. */
  panelIdOf: (categoryId: string) => string;
  /** The live region that announces the chosen category. */
  statusRegionId: string;
}

/**
 * Toggle buttons (aria-pressed): exactly one category is selected at a time. The page script
 * presses them (site/page-script/toggle-buttons.ts): the journal does not hydrate.
 */
export function CategoryPicker({
  categories,
  selectedId,
  panelIdOf,
  statusRegionId,
}: CategoryPickerProps) {
  return (
    <section className="journal-sidebar__block" aria-labelledby="journal-categories-title">
      <h2 id="journal-categories-title" className="journal-sidebar__title">
        Categories
      </h2>
      <ul
        className="category-picker"
        data-page-script="toggle-buttons"
        data-status-region={statusRegionId}
      >
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="category-picker__button"
              aria-pressed={category.id === selectedId}
              aria-controls={panelIdOf(category.id)}
            >
              <span>{category.name}</span>
              {category.comingSoon ? <span className="soon-badge">Coming Soon</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

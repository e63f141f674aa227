import type { JournalCategory } from "#content/schema/organisation.ts";
import type { JournalCategoryId } from "./journal-view.ts";

export interface CategoryPickerProps {
  categories: readonly JournalCategory[];
  selectedId: JournalCategoryId;
  onSelect: (id: JournalCategoryId) => void;
}

/** Toggle buttons (aria-pressed): exactly one category is selected at a time. */
export function CategoryPicker({ categories, selectedId, onSelect }: CategoryPickerProps) {
  return (
    <section className="journal-sidebar__block" aria-labelledby="journal-categories-title">
      <h2 id="journal-categories-title" className="journal-sidebar__title">
        Categories
      </h2>
      <ul className="category-picker">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="category-picker__button"
              aria-pressed={category.id === selectedId}
              onClick={() => onSelect(category.id)}
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

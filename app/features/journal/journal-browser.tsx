import { useState } from "react";
import { CategoryArticles } from "./category-articles.tsx";
import { CategoryPicker } from "./category-picker.tsx";
import { ContributingBox } from "./contributing-box.tsx";
import type { JournalCategoryId, JournalPageData } from "./journal-view.ts";
import { PeopleList } from "./people-list.tsx";
import "./journal.css";

export type JournalBrowserProps = JournalPageData;

/** Brain Sparks is selected first (spec §4); the selection lives only on this page. */
const defaultCategoryId: JournalCategoryId = "brain-sparks";

export function JournalBrowser({
  categories,
  editors,
  contributors,
  articles,
}: JournalBrowserProps) {
  const [selectedId, setSelectedId] = useState<JournalCategoryId>(defaultCategoryId);
  const selected = categories.find((category) => category.id === selectedId) ?? categories[0];
  if (!selected) return null;
  return (
    // Reading order: the category control, what it selects, then the people. On wide screens the
    // first and last sit together in a sidebar beside the articles.
    <div className="journal-layout">
      <div className="journal-layout__categories">
        <CategoryPicker categories={categories} selectedId={selected.id} onSelect={setSelectedId} />
      </div>
      <CategoryArticles
        category={selected}
        articles={articles.filter((article) => article.category === selected.id)}
      />
      <div className="journal-layout__people">
        <PeopleList heading="Editors" people={editors} />
        <PeopleList heading="Contributors" people={contributors} />
        <ContributingBox />
      </div>
    </div>
  );
}

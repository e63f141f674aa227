import { useCallback, useMemo, useState } from "react";
import type { SocialCalendar } from "#content/schema/private.ts";
import { useCopyFeedback } from "#site/shared/lib/use-copy-feedback.ts";
import { CalendarCards, type PostItemState } from "./calendar-cards.tsx";
import { CalendarControls, type CalendarViewMode } from "./calendar-controls.tsx";
import { describePost, groupByDate, platformsOf, toEntries } from "./calendar-entries.ts";
import { CalendarTable } from "./calendar-table.tsx";
import {
  allOption,
  countLine,
  filterPosts,
  toggleSpotlight,
  type SpotlightFilter,
} from "./filter-posts.ts";
import { copyAnnouncement, copyFailureMessages } from "./copy-messages.ts";
import "#site/shared/ui/no-results.css";
import "./social-content.css";

export interface SocialContentViewProps {
  calendar: SocialCalendar;
}

export const emptyMessage = "No spotlight content matching your filters.";

/** The calendar: filters, the count line, and the posts as cards (default) or as a table. */
export function SocialContentView({ calendar }: SocialContentViewProps) {
  const entries = useMemo(() => toEntries(calendar), [calendar]);
  const platforms = useMemo(() => platformsOf(entries), [entries]);
  const [search, setSearch] = useState("");
  const [platform, setPlatform] = useState<string>(allOption);
  const [spotlight, setSpotlight] = useState<SpotlightFilter>(allOption);
  const [view, setView] = useState<CalendarViewMode>("cards");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const feedback = useCopyFeedback();

  const visible = useMemo(
    () => filterPosts(entries, { search, platform, spotlight }),
    [entries, search, platform, spotlight],
  );

  const toggleExpanded = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const itemState: PostItemState = (entry) => {
    const failure = feedback.failureOf(entry.id);
    return {
      expanded: expanded.has(entry.id),
      onToggleExpanded: () => toggleExpanded(entry.id),
      copyStatus: feedback.statusOf(entry.id),
      copyError: failure ? copyFailureMessages[failure] : null,
      onCopy: () => void feedback.copy(entry.id, entry.post.Copy),
    };
  };
  const announcement = copyAnnouncement(feedback.latest, (id) => {
    const copied = entries.find((entry) => entry.id === id);
    return copied ? describePost(copied.post) : "";
  });

  return (
    <div className="social-calendar">
      <CalendarControls
        search={search}
        onSearchChange={setSearch}
        platforms={platforms}
        platform={platform}
        onPlatformChange={setPlatform}
        spotlight={spotlight}
        onSpotlightClick={(type) =>
          setSpotlight((current) =>
            type === allOption ? allOption : toggleSpotlight(current, type),
          )
        }
        view={view}
        onViewChange={setView}
      />
      <p className="calendar-count" role="status">
        {countLine(visible.length)}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {visible.length === 0 ? (
        <p className="no-results">{emptyMessage}</p>
      ) : view === "cards" ? (
        <CalendarCards groups={groupByDate(visible)} itemState={itemState} />
      ) : (
        <CalendarTable entries={visible} itemState={itemState} />
      )}
    </div>
  );
}

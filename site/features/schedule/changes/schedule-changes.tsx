// /schedule/changes: the programme's releases, newest first, each change a sentence linked to its
// session (docs/decisions/040-programme-history.md). Static HTML; nothing of it runs in the browser.
import { PageHeader } from "#site/shared/ui/page-header.tsx";
import { scheduleFilePaths } from "../schedule-file-paths.ts";
import type { ReleaseView } from "./release-views.ts";
import "./schedule-changes.css";

export interface ScheduleChangesProps {
  releases: readonly ReleaseView[];
  /** "London": the event's clocks, which every time on the page is. */
  zonePlace: string;
}

function changeCount(release: ReleaseView): string {
  if (release.first) return `the programme as first published, ${release.sessions} sessions`;
  const count = release.changes.length;
  return `${count} change${count === 1 ? "" : "s"}`;
}

function Release({ release, zonePlace }: { release: ReleaseView; zonePlace: string }) {
  const titleId = `${release.anchor}-title`;
  return (
    <section className="schedule-release" id={release.anchor} aria-labelledby={titleId}>
      <h2 id={titleId}>
        Release {release.number}: {release.dateLabel}
      </h2>
      <p className="schedule-release__meta">
        <time dateTime={release.time}>
          {release.clockLabel} {zonePlace} time
        </time>
        , {changeCount(release)}
      </p>
      {release.first ? null : (
        <ul className="schedule-release__changes">
          {release.changes.map((change) => (
            <li key={`${change.session}-${change.kind}`}>
              {change.href ? (
                <a href={change.href}>{change.title}</a>
              ) : (
                <span className="schedule-release__gone">{change.title}</span>
              )}
              : {change.summary}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ScheduleChanges({ releases, zonePlace }: ScheduleChangesProps) {
  return (
    <>
      <PageHeader title="Programme changes" eyebrow="Schedule">
        <p>
          Every change to the programme since it was first published, newest first: sessions added,
          cancelled, removed, moved to another time or room, retitled, or with other speakers. All
          times are {zonePlace} time.
        </p>
      </PageHeader>
      <div className="container section">
        <div className="schedule-changes">
          <p>
            <a href="/schedule">Back to the schedule</a> ·{" "}
            <a href={scheduleFilePaths.changesAtom} type="application/atom+xml">
              Follow the changes in a feed reader (Atom)
            </a>
          </p>
          {releases.length ? (
            releases.map((release) => (
              <Release key={release.number} release={release} zonePlace={zonePlace} />
            ))
          ) : (
            <p>No change has been recorded yet.</p>
          )}
        </div>
      </div>
    </>
  );
}

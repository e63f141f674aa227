// A session page's "★ Add to my agenda" button (site/features/schedule/session-details.tsx). The
// page has no React: the page script shows the button, reads the star from the agenda the
// schedule keeps (agenda-store.ts, the same key and format) and toggles it there, keeping the
// stars of every other session. Every page also makes sure the sessions in the agenda are kept for
// offline use (site/shared/lib/offline-pages.ts). A starred session's page shows what changed since
// the visitor's last visit (docs/decisions/041), from a part loaded only then.
import {
  allStoredIds,
  browserLocalStorage,
  readAgenda,
  toggleStoredSession,
} from "#site/features/schedule/agenda-store.ts";
import { keepPagesOffline, sessionPagePath } from "#site/shared/lib/offline-pages.ts";

/** "Changed since your last visit" (docs/decisions/041): a part loaded only for a starred session. */
const agendaChanges = () => import("#site/features/schedule/agenda-changes/agenda-changes-view.ts");

const label = (starred: boolean) => (starred ? "★ In my agenda" : "★ Add to my agenda");

export function enhanceAgendaStars(document: Document) {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-agenda-star]")) {
    const id = button.dataset.agendaStar!;
    const status = document.querySelector<HTMLElement>("[data-agenda-status]");
    const show = (starred: boolean) => {
      button.setAttribute("aria-pressed", String(starred));
      button.textContent = label(starred);
    };
    const stored = readAgenda(browserLocalStorage(), new Set([id]));
    show(stored.ids.includes(id));
    button.hidden = false;
    if (stored.ids.includes(id)) {
      agendaChanges().then(
        (part) => part.markSessionPage(document, window, id),
        () => undefined,
      );
    }
    button.addEventListener("click", () => {
      const starred = button.getAttribute("aria-pressed") !== "true";
      show(starred);
      const { persistent } = toggleStoredSession(browserLocalStorage(), id, starred);
      // This page was fetched before the worker controlled it, perhaps, and so not kept yet.
      if (starred) {
        void keepPagesOffline([sessionPagePath(id)]);
        // A first star: the release the visitor sees now is the one changes are counted from.
        agendaChanges().then(
          (part) => part.rememberRelease(window),
          () => undefined,
        );
      }
      if (status) {
        status.textContent = persistent
          ? starred
            ? "Added to your agenda. See it under My agenda on the schedule."
            : "Removed from your agenda."
          : "Your browser does not let this site keep your agenda, so the star lasts only while this page is open.";
      }
    });
  }
}

/**
 * Asks the offline worker for the pages of the sessions in the agenda that it does not hold yet:
 * starred before the worker was installed, or dropped from its cache since. Run in an idle moment:
 * no visitor waits for it.
 */
export function keepStarredSessionsOffline(): Promise<void> {
  return keepPagesOffline(allStoredIds(browserLocalStorage()).map(sessionPagePath));
}

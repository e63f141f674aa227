// A session page's "★ Add to my agenda" button (app/features/schedule/session-details.tsx). The
// page has no React: the page script shows the button, reads the star from the agenda the
// schedule keeps (agenda-store.ts, the same key and format) and toggles it there, keeping the
// stars of every other session.
import {
  browserLocalStorage,
  readAgenda,
  toggleStoredSession,
} from "#app/features/schedule/agenda-store.ts";

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
    button.addEventListener("click", () => {
      const starred = button.getAttribute("aria-pressed") !== "true";
      show(starred);
      const { persistent } = toggleStoredSession(browserLocalStorage(), id, starred);
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

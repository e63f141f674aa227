// The way in to "changed since your last visit" (docs/decisions/041): the part itself
// (agenda-changes-view.ts) is loaded only when a visitor has a star, so that the programme pages
// and the session pages of everyone else carry a few bytes of it, not the part.

/** The part that reads the releases and marks what changed, loaded on first use. */
export const agendaChanges = () => import("./agenda-changes-view.ts");

/** After a star: the newest release becomes the one seen, if none is yet. Never fails. */
export function rememberRelease(): void {
  agendaChanges().then(
    (part) => part.rememberRelease(window),
    () => undefined,
  );
}

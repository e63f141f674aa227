// "Subscribe in your calendar" (docs/decisions/038-agenda-link.md): a calendar app subscribes to
// `/agenda.ics?s=<code>`, a feed that a host function writes from the code (the same code as the
// share link's). A static host without functions has no such feed: before the links are offered,
// the site asks once whether the feed answers, with the code of an empty agenda.
import { agendaCodeVersion } from "./agenda-code.ts";

/** The calendar feed of an agenda: `/agenda.ics?s=<code>`, answered by the host's function. */
export const agendaFeedPath = "/agenda.ics";

/** The feed's address on the site at `origin`. */
export const agendaFeedUrl = (origin: string, code: string) =>
  `${origin}${agendaFeedPath}?s=${code}`;

/** The two ways to subscribe: webcal:// (calendar apps open it) and the feed's own address. */
export function subscriptionLinks(
  location: Pick<Location, "origin" | "host">,
  code: string,
): { webcal: string; web: string } {
  return {
    webcal: `webcal://${location.host}${agendaFeedPath}?s=${code}`,
    web: agendaFeedUrl(location.origin, code),
  };
}

/**
 * Whether this host runs the feed: the empty agenda's feed answers 200 with a calendar. A static
 * host answers 404, or its not-found page (HTML); a failed request is a no too. Asked past any
 * cache, and never throws.
 */
export async function calendarFeedAvailable(fetch: typeof globalThis.fetch): Promise<boolean> {
  try {
    const response = await fetch(`${agendaFeedPath}?s=${agendaCodeVersion}`, {
      cache: "no-store",
    });
    const type = response.headers.get("content-type") ?? "";
    return response.status === 200 && /^text\/calendar\b/i.test(type);
  } catch {
    return false;
  }
}

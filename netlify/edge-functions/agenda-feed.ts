// Netlify's edge function for the agenda feed (docs/deploy.md, "Netlify"): the same handler as the
// Cloudflare Worker's (hosting/agenda-feed/), unchanged, in Netlify's Deno runtime. Netlify finds
// the function in this folder and routes /agenda.ics to it by `config` (a literal, which
// hosting/agenda-feed/agenda-feed.test.ts compares with agendaFeedPath); the published files it
// reads are the site's own, fetched from the same origin (only /agenda.ics runs the function, so
// those requests are served as files). `cache: "manual"` lets Netlify's edge keep the answer for
// as long as its Cache-Control says (edge function answers are not cached otherwise).
import { agendaFeed } from "../../hosting/agenda-feed/agenda-feed.ts";

export default (request: Request): Promise<Response> =>
  agendaFeed(request, (sitePath) => fetch(new URL(sitePath, request.url)));

export const config = { path: "/agenda.ics", cache: "manual" };

// The Cloudflare Worker beside the site's static assets (deploy/wrangler.jsonc, docs/deploy.md,
// "Cloudflare"): it runs only for the agenda feed (`run_worker_first: ["/agenda.ics"]`), which the
// shared handler answers from the published files through the assets binding; every other path is
// the static assets' own, with the build's _headers. The feed's response carries the same security
// headers itself, since Cloudflare applies _headers only to static assets.
import { agendaFeed, agendaFeedPath } from "../agenda-feed/agenda-feed.ts";

/** The Worker's bindings: its static assets (`"binding": "ASSETS"`). */
export interface Env {
  ASSETS: { fetch(request: Request | URL | string): Promise<Response> };
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === agendaFeedPath) {
      return agendaFeed(request, (sitePath) => env.ASSETS.fetch(new URL(sitePath, url.origin)));
    }
    return env.ASSETS.fetch(request);
  },
};

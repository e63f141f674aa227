import { NotFoundPage } from "#app/shared/errors/not-found-page.tsx";
import { SessionNotFound } from "#app/features/schedule/session-not-found.tsx";
import { SpeakerNotFound } from "#app/features/speakers/speaker-not-found.tsx";
import { pageMeta, pageTitle } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";

// Prerendered once as /404 and moved to 404.html, which hosts serve for any unknown URL.
export const meta = () =>
  pageMeta({
    title: routeManifest.notFound.title,
    description: "There is no page at this address.",
    path: routeManifest.notFound.prerenderedAt,
    noindex: true,
  });

export default function NotFoundRoute() {
  return (
    <>
      <NotFoundPage />
      {/* An unknown speaker id gets its own message (docs/product/specification.md §2
          "Speaker detail"): app/page-script/not-found.ts. */}
      <template
        data-not-found-under="/speakers/"
        data-title={pageTitle("Speaker Not Found")}
        data-log="Speaker not found for id"
      >
        <SpeakerNotFound />
      </template>
      {/* An unknown session: its own message and the way to the schedule. */}
      <template
        data-not-found-under="/sessions/"
        data-title={pageTitle("Session Not Found")}
        data-log="Session not found for id"
      >
        <SessionNotFound />
      </template>
      {/* An unknown article or contributor goes to the journal
          (docs/product/specification.md §4 "Redirects"). */}
      <template data-not-found-under="/community/" data-not-found-redirect="/community" />
      <template data-not-found-under="/contributor/" data-not-found-redirect="/community" />
    </>
  );
}

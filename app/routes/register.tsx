import { settings } from "#content/settings.yml";
import { RegisterRedirect } from "#app/features/register/register-redirect.tsx";
import { defaultShareImage, pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";

export const meta = () =>
  pageMeta({
    title: routeManifest.register.title,
    description: `Get your ticket for ${settings.summitName} on our ticketing platform.`,
    path: routeManifest.register.path,
    // The page only sends visitors on to the ticketing platform, so the build draws it no card.
    ogImage: defaultShareImage,
  });

export default function RegisterRoute() {
  return <RegisterRedirect ticketingUrl={settings.ticketingUrl} />;
}

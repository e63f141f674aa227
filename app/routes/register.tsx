import { settings } from "#content/settings.yml";
import { RegisterRedirect } from "#app/features/register/register-redirect.tsx";
import { defaultShareImage, pageMeta } from "#app/shared/lib/page-meta.ts";

export const meta = () =>
  pageMeta({
    title: "Register",
    description: `Get your ticket for ${settings.summitName} on our ticketing platform.`,
    path: "/register",
    // The page only sends visitors on to the ticketing platform, so the build draws it no card.
    ogImage: defaultShareImage,
  });

export default function RegisterRoute() {
  return <RegisterRedirect ticketingUrl={settings.ticketingUrl} />;
}

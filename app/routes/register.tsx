import { settings } from "#content/settings.ts";
import { RegisterRedirect } from "#app/features/register/register-redirect.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";

export const meta = () =>
  pageMeta({
    title: "Register",
    description: `Get your ticket for ${settings.summitName} on our ticketing platform.`,
    path: "/register",
  });

export default function RegisterRoute() {
  return <RegisterRedirect ticketingUrl={settings.ticketingUrl} />;
}

import { settings } from "#content/settings.ts";
import { RegisterRedirect } from "#app/features/register/register-redirect.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";

export const meta = () => [
  ...pageMeta({
    title: "Register",
    description: `Get your ticket for ${settings.summitName} on our ticketing platform.`,
    path: "/register",
  }),
  // Without JavaScript the browser still goes to the ticketing page (decisions.md, 8).
  { httpEquiv: "refresh", content: `0;url=${settings.ticketingUrl}` },
];

export default function RegisterRoute() {
  return <RegisterRedirect ticketingUrl={settings.ticketingUrl} />;
}

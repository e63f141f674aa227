import { privateAreaPaths, privateRoomPaths } from "#app/shared/lib/private-area-paths.ts";

export interface NavItem {
  to: string;
  label: string;
  /** Other paths on which this item is the current one. */
  alsoActiveOn?: readonly string[];
  /** Drawn as a button (Register Now). */
  isCallToAction?: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: "/", label: "Overview" },
  { to: "/schedule", label: "Schedule" },
  { to: "/speakers", label: "Speakers" },
  { to: "/partners", label: "Partners & Sponsors" },
  { to: "/becomeasponsor", label: "Become a Sponsor" },
  { to: "/team", label: "Team" },
  { to: "/venue", label: "Venue" },
  { to: "/sideevents", label: "Side Events" },
  // "Private Rooms" is the current item on every password-gated page, not only on the hub.
  { to: privateRoomPaths.hub, label: "Private Rooms", alsoActiveOn: privateAreaPaths },
  { to: "/register", label: "Register Now", isCallToAction: true },
];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether a nav item is the current one for a path: its own page, its sub-pages, or its alsoActiveOn list. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const current = normalise(pathname);
  if (item.to === "/") return current === "/";
  if (item.alsoActiveOn?.includes(current)) return true;
  return current === item.to || current.startsWith(`${item.to}/`);
}

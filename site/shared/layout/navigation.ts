import {
  privateAreaPaths,
  routeEntries,
  type ManifestRoute,
  type RouteEntry,
} from "#site/shared/routes/route-manifest.ts";

export interface NavItem {
  to: string;
  label: string;
  /** Other paths on which this item is the current one. */
  alsoActiveOn?: readonly string[];
  /** Drawn as a button (Register Now). */
  isCallToAction?: boolean;
}

type NavRoute = ManifestRoute & { nav: NonNullable<RouteEntry["nav"]> };

const inNavigation = (route: ManifestRoute): route is NavRoute => route.nav !== undefined;

function navItemOf({ path, kind, nav }: NavRoute): NavItem {
  return {
    to: path,
    label: nav.label,
    // "Private Rooms" is the current item on every password-gated page, not only on the hub.
    ...(kind === "private-room" && { alsoActiveOn: privateAreaPaths }),
    ...(nav.isCallToAction && { isCallToAction: true }),
  };
}

/** The routes the manifest puts in the navigation, in its order from the left. */
export const navItems: readonly NavItem[] = routeEntries
  .filter(inNavigation)
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(navItemOf);

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

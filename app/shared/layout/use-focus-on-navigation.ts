import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, move keyboard focus to the new page's heading
 * (or the main element) so that keyboard and screen-reader users start at the new content
 * instead of on a link in a navigation bar that is still there. Query and hash changes keep focus.
 */
export function useFocusOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    const heading = main?.querySelector<HTMLElement>("h1");
    const target = heading ?? main;
    if (!target) return;
    if (target !== main && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, mainId]);
}

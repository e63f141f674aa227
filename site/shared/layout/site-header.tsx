import { settings } from "#content/settings.yml";
import { BrandMark, brandMarkFile } from "./brand-mark.tsx";
import { isNavItemActive, navItems } from "./navigation.ts";
import { routeManifest } from "#site/shared/routes/route-manifest.ts";

/** The id of the navigation the Menu button opens (site/page-script/menu.ts does the opening). */
export const siteMenuId = "site-menu";

export interface SiteHeaderProps {
  /** The address of the page the header is on: its navigation item is the current one. */
  pathname: string;
}

export function SiteHeader({ pathname }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <a href="/" className="site-header__brand">
          {/* The mark inline (no request); another event's own logo file as an image. */}
          {settings.defaultImage === brandMarkFile ? (
            <BrandMark size={32} />
          ) : (
            <img src={settings.defaultImage} alt="" width={32} height={32} />
          )}
          <span>{settings.shortName}</span>
          <span className="visually-hidden">, home</span>
        </a>
        {/* Outside the menu, so that it is one tap away on a phone too (docs/decisions/043). */}
        <a
          href={routeManifest.search.path}
          className="site-header__search"
          aria-current={pathname === routeManifest.search.path ? "page" : undefined}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="site-header__search-label">Search</span>
        </a>
        {/* Opened and closed by the page script, on every page, hydrated or not. */}
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded="false"
          aria-controls={siteMenuId}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          Menu
        </button>
        <nav aria-label="Main" className="site-nav" id={siteMenuId} data-open="false">
          <ul className="site-nav__list">
            {navItems.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.to}>
                  <a
                    href={item.to}
                    className={
                      item.isCallToAction
                        ? "button button--primary site-nav__cta"
                        : "site-nav__link"
                    }
                    aria-current={active ? "page" : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

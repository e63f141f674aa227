import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { settings } from "#content/settings.yml";
import { isNavItemActive, navItems } from "./navigation.ts";

export function SiteHeader() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuFor, setMenuFor] = useState(location.key);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // The menu closes on every navigation: reset while rendering rather than in an effect.
  if (menuFor !== location.key) {
    setMenuFor(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__brand">
          <img src={settings.defaultImage} alt="" width={32} height={32} />
          <span>{settings.shortName}</span>
          <span className="visually-hidden">, home</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          Menu
        </button>
        <nav aria-label="Main" className="site-nav" id={menuId} data-open={menuOpen}>
          <ul className="site-nav__list">
            {navItems.map((item) => {
              const active = isNavItemActive(item, location.pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={
                      item.isCallToAction
                        ? "button button--primary site-nav__cta"
                        : "site-nav__link"
                    }
                    aria-current={active ? "page" : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

import { settings } from "#content/settings.yml";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import { navItems } from "./navigation.ts";

export function SiteFooter() {
  const { venue } = settings;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__title">{settings.summitName}</p>
          <p>{settings.dates.label}</p>
          <p>
            {venue.name}, {venue.area}, {venue.city}
          </p>
          <p className="site-footer__small">Organised by the {settings.organiser}, a non-profit.</p>
        </div>
        {/* Also the way around the site on a small screen before JavaScript has loaded. */}
        <nav aria-label="Site map">
          <h2 className="site-footer__heading">Pages</h2>
          <ul className="site-footer__links">
            {navItems.map((item) => (
              <li key={item.to}>
                <a href={item.to}>{item.label}</a>
              </li>
            ))}
            <li>
              <a href="/community">Journal</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Follow us</h2>
          <ul className="site-footer__links">
            {settings.socialLinks.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
          <p>
            <a href={`mailto:${settings.contacts.general}`}>{settings.contacts.general}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}

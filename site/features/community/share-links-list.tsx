import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import { buildShareLinks, type Shareable } from "./share-links.ts";
import "#site/shared/ui/pills.css";

export type ShareLinksListProps = Shareable;

export function ShareLinksList({ url, title }: ShareLinksListProps) {
  return (
    <section className="share-links" aria-labelledby="share-title">
      <h2 id="share-title" className="share-links__title">
        Share this article
      </h2>
      <ul className="chip-links">
        {buildShareLinks({ url, title }).map((link) => (
          <li key={link.label}>
            <ExternalLink href={link.href} newTab={link.newTab} className="chip-links__link">
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

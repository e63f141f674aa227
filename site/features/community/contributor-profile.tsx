import { settings } from "#content/settings.yml";
import { Portrait } from "#site/shared/ui/portrait.tsx";
import type { ContributorPageData } from "./community-view.ts";
import { SocialProfileLinks } from "./social-profile-links.tsx";
import "./community.css";

export type ContributorProfileProps = ContributorPageData;

export function ContributorProfile({ contributor, firstName, articles }: ContributorProfileProps) {
  const editorial = settings.contacts.editorial;
  return (
    <div className="container section contributor">
      <p>
        <a href="/community" className="button button--ghost">
          ← Back to Journal
        </a>
      </p>
      <div className="contributor__header">
        <Portrait
          src={contributor.image}
          width={200}
          height={200}
          loading="eager"
          className="contributor__photo"
        />
        <div>
          <h1 className="contributor__name">{contributor.name}</h1>
          <p className="contributor__title">{contributor.title}</p>
          <SocialProfileLinks {...contributor} />
        </div>
      </div>

      <section className="contributor__section" aria-labelledby="contributor-about">
        <h2 id="contributor-about">About</h2>
        <p className="contributor__bio">{contributor.bio}</p>
      </section>

      <section className="contributor__section" aria-labelledby="contributor-articles">
        <h2 id="contributor-articles">Articles by {firstName}</h2>
        {articles.length > 0 ? (
          <ul className="contributor-articles">
            {articles.map((article) => (
              <li key={article.slug} className="card contributor-article">
                <p className="contributor-article__category">{article.categoryLabel}</p>
                <h3 className="contributor-article__title">
                  <a href={`/community/${article.slug}`}>{article.title}</a>
                </h3>
                <p className="article-card__meta">
                  <time dateTime={article.isoDate}>{article.date}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{article.readTime} read</span>
                </p>
                <p>{article.excerpt}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="journal-empty">
            No articles yet from {firstName}. Check back soon for upcoming content.
          </p>
        )}
      </section>

      <section className="card contributor__contact" aria-labelledby="contributor-contact">
        <h2 id="contributor-contact">Contact</h2>
        <p>
          To get in touch with {firstName}, or to pitch an idea for the journal, write to our
          editorial team at <a href={`mailto:${editorial}`}>{editorial}</a>.
        </p>
      </section>
    </div>
  );
}

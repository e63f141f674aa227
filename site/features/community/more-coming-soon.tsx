export interface MoreComingSoonProps {
  /** The category's name, e.g. "Brain Sparks". */
  categoryName: string;
}

export function MoreComingSoon({ categoryName }: MoreComingSoonProps) {
  return (
    <section className="more-soon" aria-labelledby="more-soon-title">
      <h2 id="more-soon-title">More {categoryName} Coming Soon</h2>
      <p>
        Our editorial team is working on curating the best content for this category. Check back
        soon for new articles.
      </p>
      <a href="/community" className="button button--primary">
        ← Back to {categoryName}
      </a>
    </section>
  );
}

import { PageHeader } from "./page-header.tsx";

export interface ComingSoonProps {
  title: string;
  /** What this page will hold, in a sentence. */
  whatIsComing: string;
}

/** Placeholder for a route whose page another open issue is building. */
export function ComingSoon({ title, whatIsComing }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} eyebrow="Coming soon" />
      <section className="container section">
        <p>{whatIsComing}</p>
        <p>
          <a href="/">Back to the overview</a>
        </p>
      </section>
    </>
  );
}

import type { ReactNode } from "react";
import "./team.css";

export interface DisclosureProps {
  /** The visible summary text, e.g. "Bio & Experience". */
  label: string;
  /** Added for screen readers only, so that a page of identical summaries can be told apart. */
  context?: string;
  children: ReactNode;
}

/**
 * A native disclosure (<details>): it opens and closes with no script, by mouse, keyboard and
 * assistive technology, and the browser's find-in-page opens it to show a match.
 */
export function Disclosure({ label, context, children }: DisclosureProps) {
  return (
    <details className="disclosure">
      <summary className="disclosure__toggle">
        <span>
          {label}
          {context ? <span className="visually-hidden">: {context}</span> : null}
        </span>
        <span className="disclosure__icon" aria-hidden="true" />
      </summary>
      <div className="disclosure__panel">{children}</div>
    </details>
  );
}

import type { ReactNode } from "react";

interface FactProps {
  /** The term, with its colon where the page shows one ("When:"). */
  label: string;
  children: ReactNode;
  valueClassName?: string;
}

/**
 * One labelled fact of a `<dl className="facts">`. The space between term and value shows nowhere
 * (the pair is a flex row, global.css) but keeps them apart wherever the text is read without the
 * layout: search excerpts ("Pronouns: he/him", not "Pronouns:he/him"), copy and paste, reader view.
 */
export function Fact({ label, children, valueClassName }: FactProps) {
  return (
    <div>
      <dt>{label}</dt> <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

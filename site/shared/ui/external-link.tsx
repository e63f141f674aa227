import type { AnchorHTMLAttributes, ReactNode } from "react";

export interface ExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "target" | "rel"
> {
  href: string;
  children: ReactNode;
  /** Open in a new tab (docs/product/decisions.md §12); the link says so to screen readers. */
  newTab?: boolean;
}

/** A link that leaves the site. New tabs always get rel="noopener noreferrer". */
export function ExternalLink({ href, children, newTab = true, ...rest }: ExternalLinkProps) {
  if (!newTab) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

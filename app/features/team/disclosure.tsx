import { useId, useState, type ReactNode } from "react";

export interface DisclosureProps {
  /** The visible button text, e.g. "Bio & Experience". */
  label: string;
  /** Added for screen readers only, so that a page of identical buttons can be told apart. */
  context?: string;
  children: ReactNode;
}

/** The WAI-ARIA disclosure pattern: a button that shows and hides the panel it controls. */
export function Disclosure({ label, context, children }: DisclosureProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <div className="disclosure">
      <button
        type="button"
        className="disclosure__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span>
          {label}
          {context ? <span className="visually-hidden">: {context}</span> : null}
        </span>
        <span className="disclosure__icon" aria-hidden="true" />
      </button>
      <div id={panelId} className="disclosure__panel" hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}

/** Without JavaScript the buttons cannot toggle: render once per page to show every panel. */
export function DisclosuresOpenWithoutScript() {
  return (
    <noscript>
      <style>
        {".disclosure__panel[hidden] { display: block; } .disclosure__icon { display: none; }"}
      </style>
    </noscript>
  );
}

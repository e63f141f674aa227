import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { itemAfterKey } from "./tab-keys.ts";

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabListProps {
  /** Accessible name of the tab list. */
  label: string;
  /** Id of a visible element naming the tab list; used instead of `label` when given. */
  labelledBy?: string;
  items: readonly TabItem[];
  selectedId: string;
  /**
   * Called with the tab to select. Without it the tabs are switched by the page script
   * (site/page-script/tabs.ts), on a page that does not hydrate.
   */
  onSelect?: (id: string) => void;
  /**
   * The page's own script selects these tabs (the programme's day tabs: two lists over one set of
   * panels, and the day in the address), not the page script's generic tabs.
   */
  ownScript?: boolean;
  /** Prefix for the tab and panel element ids; unique on the page. */
  idPrefix: string;
  /** Id prefix of the panels, when another tab list on the page controls the same panels. */
  panelIdPrefix?: string;
  className?: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const panelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys move and select
 * (wrapping), Home and End jump to the ends, disabled tabs are skipped.
 */
export function TabList({
  label,
  labelledBy,
  items,
  selectedId,
  onSelect,
  ownScript = false,
  idPrefix,
  panelIdPrefix = idPrefix,
  className,
}: TabListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const move = (event: KeyboardEvent, currentId: string) => {
    const current = enabled.find((item) => item.id === currentId);
    const target = current && itemAfterKey(enabled, current, event.key);
    if (!target || !onSelect) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={className ? `tablist ${className}` : "tablist"}
      data-page-script={onSelect || ownScript ? undefined : "tabs"}
    >
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <button
            key={item.id}
            ref={(node) => {
              if (node) buttons.current.set(item.id, node);
              else buttons.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={selected}
            aria-controls={panelId(panelIdPrefix, item.id)}
            aria-disabled={item.disabled || undefined}
            tabIndex={selected ? 0 : -1}
            className="tablist__tab"
            onClick={() => !item.disabled && onSelect?.(item.id)}
            onKeyDown={(event) => move(event, item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  /** The id of the tab this panel belongs to. */
  id: string;
  children: ReactNode;
  className?: string;
  /** Panels of unselected tabs stay in the document, hidden (print shows them all). */
  hidden?: boolean;
}

export function TabPanel({ idPrefix, id, children, className, hidden }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={hidden}
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className={className ? `tabpanel ${className}` : "tabpanel"}
    >
      {children}
    </div>
  );
}

// Browser code for the content editor (/admin): the editor's own Decap CMS widgets. editor-site.ts
// builds this file into a classic script (editor-widgets.js, global QuillmereEditorWidgets) that
// the page loads after Decap's bundle; start-editor.js registers the widgets before Decap starts.
// It imports nothing at run time: React is the page's global (react-globals.js), passed in.
// docs/decisions/017-editor-in-the-browser.md, "Amended".
import type * as ReactModule from "react";

type ReactLike = Pick<typeof ReactModule, "Component" | "createElement">;

/** The name of the import notice widget in the configuration (editor-config.ts). */
export const importNoticeWidget = "import-notice";

/** The tools an import reads (tools/organisers/import-schedule), as their makers write them. */
const toolNames: Record<string, string> = {
  pretalx: "pretalx",
  frab: "frab",
  sessionize: "Sessionize",
};

/** An entry's `source`, "pretalx:JQ7LLM": the tool it comes from and its id there. */
export function describeSource(source: string): { tool: string; id: string } {
  const colon = source.indexOf(":");
  if (colon <= 0) return { tool: "the programme tool", id: source };
  const format = source.slice(0, colon);
  return { tool: toolNames[format.toLowerCase()] ?? format, id: source.slice(colon + 1) };
}

/** "A, B and C". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export interface ImportNoticeOptions {
  /** The labels of the fields the next import overwrites. */
  overwrites: readonly string[];
  /** The labels of the fields it keeps as the organisers leave them. */
  keeps?: readonly string[];
  /** Anything else an organiser should know, e.g. which fields depend on the export. */
  note?: string;
}

/** The notice's sentences for an entry imported from `source`. */
export function importNoticeText(source: string, options: ImportNoticeOptions) {
  const { tool, id } = describeSource(source);
  const keeps = options.keeps ?? [];
  return {
    heading: `Imported from ${tool} (${id})`,
    overwrites: `The next import overwrites ${listText(options.overwrites)} with what ${tool} has: make lasting changes to these in ${tool}.`,
    keeps: keeps.length ? `Kept as you leave them: ${listText(keeps)}.` : undefined,
    note: options.note,
  };
}

/** Decap passes a field's options as an Immutable map, lists as Immutable lists. */
interface FieldOptions {
  get(key: string): unknown;
}

interface ControlProps {
  value?: unknown;
  field: FieldOptions;
  forID: string;
}

function stringList(value: unknown): string[] {
  const list =
    value && typeof (value as { toJS?: unknown }).toJS === "function"
      ? (value as { toJS(): unknown }).toJS()
      : value;
  return Array.isArray(list) ? list.map(String) : [];
}

/**
 * The import notice: a read-only field that shows where an imported entry comes from and which
 * of its fields the next import overwrites. It never changes its value, so the entry's `source`
 * is saved as it was read; an entry without one shows nothing (editorWidgetStyles hides the
 * field). A class: Decap keeps a ref to every control.
 */
export function importNoticeControl(React: ReactLike) {
  const h = React.createElement;
  return class ImportNotice extends React.Component<ControlProps> {
    override render() {
      const { value, field, forID } = this.props;
      const source = typeof value === "string" ? value.trim() : "";
      if (!source) return h("span", { hidden: true, "data-import-notice": "none" });
      const text = importNoticeText(source, {
        overwrites: stringList(field.get("overwrites")),
        keeps: stringList(field.get("keeps")),
        note: typeof field.get("note") === "string" ? (field.get("note") as string) : undefined,
      });
      const headingId = `${forID}-heading`;
      const paragraph = { margin: "0.4em 0 0" };
      return h(
        "div",
        {
          id: forID,
          role: "note",
          "aria-labelledby": headingId,
          "data-import-notice": "imported",
          style: {
            padding: "12px 16px",
            border: "2px solid #9a6700",
            borderRadius: "5px",
            background: "#fff8e5",
            color: "#1f2328",
            fontSize: "14px",
            lineHeight: 1.45,
          },
        },
        h("p", { id: headingId, style: { margin: 0, fontWeight: 700 } }, text.heading),
        h("p", { style: paragraph }, text.overwrites),
        text.note ? h("p", { style: paragraph }, text.note) : null,
        text.keeps ? h("p", { style: paragraph }, text.keeps) : null,
      );
    }
  };
}

/**
 * Styles for the editor's page. The notice stands alone at the top of the form: no field label
 * above it (its own first line names it), and the field takes no room on an entry that was not
 * imported, whose first field then keeps the first field's margin. Decap renders each field as
 * a box whose first child is the label bar and whose second is the control.
 */
export const editorWidgetStyles = `
div:has(> [data-import-notice]) > :first-child { display: none; }
div:has(> [data-import-notice="none"]) { display: none; }
div:has(> [data-import-notice="none"]):first-of-type + div { margin-top: 36px; }
`;

/** The parts of Decap CMS's global this file uses. */
interface DecapCms {
  registerWidget(name: string, control: unknown, preview?: unknown): void;
}

/** Registers the widgets with Decap CMS and adds their styles to the page; before `init()`. */
export function registerEditorWidgets(cms: DecapCms, React: ReactLike, doc: Document = document) {
  cms.registerWidget(importNoticeWidget, importNoticeControl(React), () => null);
  const style = doc.createElement("style");
  style.textContent = editorWidgetStyles;
  doc.head.append(style);
}

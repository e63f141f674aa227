import { use, type ComponentType } from "react";
import { prerender } from "react-dom/static";
import islandScripts from "virtual:island-scripts";
import {
  islandAttribute,
  islandPropsAttribute,
  islandSourceAttribute,
  serialiseIslandProps,
} from "./island-props.ts";
import { IslandRoot, islandIdPrefix } from "./island-root.tsx";

export interface IslandProps<Props extends object> {
  /** The module app/islands/<name>.tsx, whose default export is `component`. */
  name: string;
  component: ComponentType<Props>;
  props: Props;
}

/** Each island's HTML, by its props object (the same object while React retries the render). */
const renderedIslands = new WeakMap<object, Promise<string>>();

/**
 * Renders the island as a React tree of its own, as the browser will hydrate it: rendered inside
 * the page's tree, its useId() values would differ from the browser's, and a label or an
 * aria-describedby made from one would point at nothing after an update.
 */
function renderIsland<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  props: Props,
): Promise<string> {
  let html = renderedIslands.get(props);
  if (!html) {
    const errors: unknown[] = [];
    html = prerender(
      <IslandRoot name={name}>
        <Component {...props} />
      </IslandRoot>,
      {
        identifierPrefix: islandIdPrefix(name),
        // All in place, as entry.server.tsx writes the page: no boundary moved by an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      },
    ).then(async ({ prelude }) => {
      if (errors.length > 0) throw errors[0];
      return new Response(prelude).text();
    });
    renderedIslands.set(props, html);
  }
  return html;
}

/**
 * A part of a prerendered page that the browser hydrates with React, on its own: its props travel
 * as JSON in the page, and its entry (which the page script imports) loads React DOM and the
 * component, without React Router (docs/decisions/020-islands.md). The wrapper is
 * `display: contents`, so the layout is the component's own.
 */
export function Island<Props extends object>({ name, component, props }: IslandProps<Props>) {
  const script = islandScripts[name];
  if (!script) throw new Error(`There is no island "${name}": app/islands/${name}.tsx is missing.`);
  const json = serialiseIslandProps(name, props);
  const html = use(renderIsland(name, component, props));
  return (
    <>
      <div
        {...{ [islandAttribute]: name, [islandSourceAttribute]: script }}
        className="island"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        {...{ [islandPropsAttribute]: name }}
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  );
}

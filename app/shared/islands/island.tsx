import type { ComponentType } from "react";
import islandScripts from "virtual:island-scripts";
import {
  islandAttribute,
  islandPropsAttribute,
  islandSourceAttribute,
  serialiseIslandProps,
} from "./island-props.ts";

export interface IslandProps<Props extends object> {
  /** The module app/islands/<name>.tsx, whose default export is `component`. */
  name: string;
  component: ComponentType<Props>;
  props: Props;
}

/**
 * A part of a prerendered page that the browser hydrates with React, on its own: its props travel
 * as JSON in the page, and its entry (which the page script imports) loads React DOM and the
 * component, without React Router (docs/decisions/020-islands.md). The wrapper is `display: contents`, so the layout is the
 * component's own.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: IslandProps<Props>) {
  const script = islandScripts[name];
  if (!script) throw new Error(`There is no island "${name}": app/islands/${name}.tsx is missing.`);
  return (
    <>
      <div {...{ [islandAttribute]: name, [islandSourceAttribute]: script }} className="island">
        <Component {...props} />
      </div>
      <script
        type="application/json"
        {...{ [islandPropsAttribute]: name }}
        dangerouslySetInnerHTML={{ __html: serialiseIslandProps(name, props) }}
      />
    </>
  );
}

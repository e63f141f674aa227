import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { reloadOnceOnStaleChunk } from "#app/shared/lib/stale-chunk.ts";
import { islandAttribute, islandPropsAttribute } from "./island-props.ts";
import { IslandRoot, islandIdPrefix } from "./island-root.tsx";

/**
 * The browser side of <Island>: hydrates the element `<div data-island="<name>">` with `Island`
 * and the props the page carries for it. Called by the island's entry (framework/build/islands-plugin.ts).
 */
export function hydrateIsland<Props extends object>(
  name: string,
  Island: ComponentType<Props>,
  page: Document = document,
) {
  // After a redeploy, a lazy part of the island may be gone: reload once (decision 002).
  reloadOnceOnStaleChunk(window);
  const element = page.querySelector(`[${islandAttribute}="${name}"]`);
  const propsText = page.querySelector(`script[${islandPropsAttribute}="${name}"]`)?.textContent;
  if (!element || propsText == null) {
    console.error(`The page has no island "${name}" to hydrate.`);
    return;
  }
  let props: Props;
  try {
    props = JSON.parse(propsText) as Props;
  } catch (error) {
    console.error(`The props of island "${name}" are not JSON:`, error);
    return;
  }
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot name={name} element={element}>
        <Island {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}

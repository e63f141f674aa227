import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False while the prerendered HTML hydrates (and on the server), true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

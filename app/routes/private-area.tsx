import { Outlet } from "react-router";
import type { RouteHandle } from "#app/root.tsx";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";

// The private area decrypts its content in the browser (decisions.md, 2): React throughout.
export const handle: RouteHandle = { hydrate: true };

/** Layout of the five private routes: one gate in front of all of them. */
export default function PrivateAreaLayout() {
  return (
    <PrivateGate>
      <Outlet />
    </PrivateGate>
  );
}

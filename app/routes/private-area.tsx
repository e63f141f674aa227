import { Outlet } from "react-router";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";

/** Layout of the five private routes: one gate in front of all of them. */
export default function PrivateAreaLayout() {
  return (
    <PrivateGate>
      <Outlet />
    </PrivateGate>
  );
}

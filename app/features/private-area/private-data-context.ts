import { createContext, useContext } from "react";
import type { PrivateDatasets } from "#content/schema/private.ts";

export const PrivateDataContext = createContext<PrivateDatasets | null>(null);

/** The decrypted private datasets; only inside the unlocked gate. */
export function usePrivateData(): PrivateDatasets {
  const data = useContext(PrivateDataContext);
  if (!data) throw new Error("usePrivateData is used outside an unlocked PrivateGate");
  return data;
}

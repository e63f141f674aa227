import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { PrivateDatasets } from "#content/schema/private.ts";
import { unlockWithPassword, unlockWithStoredKey } from "./load-private-data.ts";
import { PasswordForm, wrongPasswordMessage } from "./password-form.tsx";
import { PrivateDataContext, PrivateKeyContext } from "./private-data-context.ts";
import { browserSessionStorage, clearSession, readSession, writeSession } from "./session-key.ts";

export interface PrivateGateProps {
  children: ReactNode;
}

type GateState =
  | { status: "checking" }
  | { status: "locked"; error: string | null; busy: boolean }
  | { status: "unlocked"; data: PrivateDatasets; cryptoKey: CryptoKey; remembered: boolean };

/** The one gate in front of all five private routes (decisions.md, 2). */
export function PrivateGate({ children }: PrivateGateProps) {
  // The prerendered page (and the first render in the browser) shows the brief loading state.
  const [state, setState] = useState<GateState>({ status: "checking" });

  useEffect(() => {
    let cancelled = false;
    const storage = browserSessionStorage();
    const { flag, key } = readSession(storage);
    if (flag !== "true" || !key) {
      // A flag without a key (or a key without the flag) is not a session: forget both.
      if (flag || key) clearSession(storage);
      // Storage can only be read after hydration (the prerendered page cannot know it), so the
      // first client render matches the HTML and this one update follows it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ status: "locked", error: null, busy: false });
      return;
    }
    unlockWithStoredKey(key).then(
      ({ data, cryptoKey }) =>
        !cancelled && setState({ status: "unlocked", data, cryptoKey, remembered: true }),
      () => {
        clearSession(storage);
        if (!cancelled) setState({ status: "locked", error: null, busy: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const unlock = useCallback((password: string) => {
    setState({ status: "locked", error: null, busy: true });
    unlockWithPassword(password).then(
      ({ data, key, cryptoKey }) => {
        const remembered = writeSession(browserSessionStorage(), key);
        setState({ status: "unlocked", data, cryptoKey, remembered });
      },
      // A wrong password and corrupted data look the same to a visitor.
      () => setState({ status: "locked", error: wrongPasswordMessage, busy: false }),
    );
  }, []);

  const logout = useCallback(() => {
    clearSession(browserSessionStorage());
    setState({ status: "locked", error: null, busy: false });
  }, []);

  if (state.status !== "unlocked") {
    const checking = state.status === "checking";
    // The prerendered page already shows the form (it is the page's main content, and painting
    // it from the HTML keeps the first paint fast); it accepts a password once the check is done.
    return (
      <div className="container section private-gate">
        <h1>Private Rooms</h1>
        <p role="status" className="private-gate__status">
          {checking ? "Checking your access to the private area..." : ""}
        </p>
        {checking ? (
          <noscript>
            <p>The private area decrypts its content in your browser, so it needs JavaScript.</p>
          </noscript>
        ) : null}
        <PasswordForm
          onSubmit={unlock}
          error={checking ? null : state.error}
          busy={!checking && state.busy}
          ready={!checking}
        />
      </div>
    );
  }

  return (
    <PrivateDataContext.Provider value={state.data}>
      <PrivateKeyContext.Provider value={state.cryptoKey}>
        <div className="container private-toolbar">
          {state.remembered ? null : (
            <p className="private-toolbar__note">
              Your browser does not allow session storage, so you will need the password again after
              a reload.
            </p>
          )}
          <button type="button" className="button button--ghost" onClick={logout}>
            Logout
          </button>
        </div>
        {children}
      </PrivateKeyContext.Provider>
    </PrivateDataContext.Provider>
  );
}

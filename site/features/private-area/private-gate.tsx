import { useCallback, useEffect, useState, type ReactNode } from "react";
import type { PrivateDatasets } from "#content/schema/private.ts";
import { unlockWithKey, unlockWithPassword } from "./load-private-data.ts";
import { PasswordForm, wrongPasswordMessage } from "./password-form.tsx";
import {
  PrivateDataContext,
  PrivateKeyContext,
} from "#site/shared/private-area/private-data-context.ts";
import {
  browserSessionEnvironment,
  forgetKey,
  readSession,
  recallKey,
  rememberKey,
} from "./session-key.ts";
import { purgeKeys } from "./key-purge.ts";
import "./private-area.css";

export interface PrivateGateProps {
  children: ReactNode;
}

type GateState =
  | { status: "checking" }
  | { status: "locked"; error: string | null; busy: boolean }
  | { status: "unlocked"; data: PrivateDatasets; cryptoKey: CryptoKey; remembered: boolean };

/** The one gate in front of all five private routes (docs/product/decisions.md §2). */
export function PrivateGate({ children }: PrivateGateProps) {
  // The prerendered page (and the first render in the browser) shows the brief loading state.
  const [state, setState] = useState<GateState>({ status: "checking" });

  useEffect(() => {
    let cancelled = false;
    const environment = browserSessionEnvironment();
    const session = readSession(environment.storage);
    if (!session) {
      // Storage can only be read after hydration (the prerendered page cannot know it), so the
      // first client render matches the HTML and this one update follows it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ status: "locked", error: null, busy: false });
      void purgeKeys(environment);
      return;
    }
    const lock = () => !cancelled && setState({ status: "locked", error: null, busy: false });
    recallKey(environment, session).then((cryptoKey) => {
      if (!cryptoKey) return lock();
      return unlockWithKey(cryptoKey).then(
        (data) => !cancelled && setState({ status: "unlocked", data, cryptoKey, remembered: true }),
        // A key of an earlier build (the password was changed) or tampered data.
        () => forgetKey(environment).then(lock),
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const unlock = useCallback((password: string) => {
    setState({ status: "locked", error: null, busy: true });
    unlockWithPassword(password).then(
      async ({ data, cryptoKey: dataKey }) => {
        // From here on the page holds only the non-extractable copy.
        const { key: cryptoKey, remembered } = await rememberKey(
          browserSessionEnvironment(),
          dataKey,
        );
        setState({ status: "unlocked", data, cryptoKey, remembered });
      },
      // A wrong password and corrupted data look the same to a visitor.
      () => setState({ status: "locked", error: wrongPasswordMessage, busy: false }),
    );
  }, []);

  const logout = useCallback(() => {
    // The data goes at once; the key's record and the session entries as fast as IndexedDB does.
    void forgetKey(browserSessionEnvironment());
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
          // Shown only with scripting off (private-area.css), as the search page's own message.
          <p className="private-gate__no-script">
            The private area decrypts its content in your browser, so it needs JavaScript.
          </p>
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
              Your browser does not let this site keep the unlocked key, so you will need the
              password again on another private page or after a reload.
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

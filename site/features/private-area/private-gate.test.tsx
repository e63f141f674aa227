import { render, screen, waitFor } from "@testing-library/react";
import { IDBFactory } from "fake-indexeddb";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrivateDatasets } from "#content/schema/private.ts";
import { usePrivateData } from "#site/shared/private-area/private-data-context.ts";
import { PrivateGate } from "./private-gate.tsx";
import { allStoredValues } from "./key-store.ts";
import {
  authenticatedFlag,
  browserSessionEnvironment,
  rememberKey,
  sessionIdEntry,
  wrappingKeyEntry,
} from "./session-key.ts";

const unlock = vi.hoisted(() => ({
  unlockWithPassword: vi.fn(),
  unlockWithKey: vi.fn(),
}));
vi.mock("./load-private-data.ts", () => unlock);

const data = { analytics: { organizations: ["Brightmoor Labs"] } } as unknown as PrivateDatasets;

function Secret() {
  const { analytics } = usePrivateData();
  return <p>Organisations: {analytics.organizations.join(", ")}</p>;
}

const renderGate = () =>
  render(
    <PrivateGate>
      <Secret />
    </PrivateGate>,
  );

/** Any ArrayBuffer, from whichever realm (fake-indexeddb's clones are Node's). */
const anArrayBuffer = expect.toSatisfy(
  (value) => Object.prototype.toString.call(value) === "[object ArrayBuffer]",
);

let cryptoKey: CryptoKey;
beforeEach(async () => {
  sessionStorage.clear();
  // A fresh, empty IndexedDB for each test (jsdom has none of its own).
  vi.stubGlobal("indexedDB", new IDBFactory());
  // Extractable, as the unlock derives it: the gate keeps it wrapped.
  cryptoKey = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, [
    "encrypt",
    "decrypt",
  ]);
});
afterEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

/** A session kept by an earlier page of this tab: the entries and the wrapped key's record. */
async function storedSession() {
  await rememberKey(browserSessionEnvironment(), cryptoKey);
}

/** Whether `key` decrypts what `cryptoKey` encrypted: the same key, whatever its object. */
async function isTheKey(key: CryptoKey) {
  const iv = new Uint8Array(12);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, cryptoKey, Uint8Array.of(7));
  return crypto.subtle.decrypt({ name: "AES-GCM", iv }, key, sealed).then(
    () => true,
    () => false,
  );
}

describe("PrivateGate", () => {
  it("asks for the password when nothing is stored", async () => {
    renderGate();
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByText(/Organisations/)).toBeNull();
    expect(unlock.unlockWithKey).not.toHaveBeenCalled();
  });

  it("shows the error for a wrong password, and clears it on success, keeping the flag, a session id and a wrapping key in sessionStorage and the wrapped key in IndexedDB", async () => {
    const user = userEvent.setup();
    unlock.unlockWithPassword.mockRejectedValueOnce(new Error("OperationError"));
    unlock.unlockWithPassword.mockResolvedValueOnce({ data, cryptoKey });
    renderGate();
    await user.type(await screen.findByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Incorrect password. Please try again.",
    );
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "right");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    expect(sessionStorage.getItem(authenticatedFlag)).toBe("true");
    const id = sessionStorage.getItem(sessionIdEntry);
    expect(Object.keys(sessionStorage).sort()).toEqual(
      [authenticatedFlag, sessionIdEntry, wrappingKeyEntry].sort(),
    );
    expect(Object.values(sessionStorage).join()).not.toContain("right");
    expect(localStorage.length).toBe(0);
    expect(await allStoredValues(indexedDB)).toEqual([
      { id, wrappedKey: anArrayBuffer, lastUsed: expect.any(Number) },
    ]);
  });

  it("does not unlock on the flag alone, and forgets a forged flag", async () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    renderGate();
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(sessionStorage.getItem(authenticatedFlag)).toBeNull();
  });

  it("does not unlock with a session that has no record (forged), and forgets it", async () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(sessionIdEntry, "forged");
    sessionStorage.setItem(wrappingKeyEntry, btoa("w".repeat(32)));
    renderGate();
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(""));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    expect(unlock.unlockWithKey).not.toHaveBeenCalled();
  });

  it("clears the entries and deletes the key when the stored key no longer decrypts", async () => {
    await storedSession();
    unlock.unlockWithKey.mockRejectedValueOnce(new Error("OperationError"));
    renderGate();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(""));
    expect(sessionStorage.length).toBe(0);
    expect(await indexedDB.databases()).toEqual([]);
  });

  it("keeps a password typed during the session check, and sends an early Unlock once the check is done", async () => {
    const user = userEvent.setup();
    await storedSession();
    let rejectCheck: (error: Error) => void = () => {};
    unlock.unlockWithKey.mockReturnValueOnce(
      new Promise((_, reject) => {
        rejectCheck = reject;
      }),
    );
    unlock.unlockWithPassword.mockResolvedValueOnce({ data, cryptoKey });
    renderGate();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    await user.type(screen.getByLabelText("Password"), "typed early{Enter}");
    expect(unlock.unlockWithPassword).not.toHaveBeenCalled();
    rejectCheck(new Error("OperationError"));
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    expect(unlock.unlockWithPassword).toHaveBeenCalledTimes(1);
    expect(unlock.unlockWithPassword).toHaveBeenCalledWith("typed early");
  });

  it("unlocks with the key an earlier page of the session kept, without the password, and locks again on Logout, deleting the key", async () => {
    const user = userEvent.setup();
    await storedSession();
    unlock.unlockWithKey.mockResolvedValueOnce(data);
    renderGate();
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    const [recalled] = unlock.unlockWithKey.mock.lastCall as [CryptoKey];
    expect(recalled.extractable).toBe(false);
    expect(await isTheKey(recalled)).toBe(true);
    expect(unlock.unlockWithPassword).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByText(/Organisations/)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    await waitFor(async () => expect(await indexedDB.databases()).toEqual([]));
  });

  it("still unlocks when session storage is blocked, and says the password will be needed again", async () => {
    const user = userEvent.setup();
    const blocked = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    unlock.unlockWithPassword.mockResolvedValueOnce({ data, cryptoKey });
    renderGate();
    await user.type(await screen.findByLabelText("Password"), "right");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    expect(screen.getByText(/you will need the\s+password again/)).toBeInTheDocument();
    blocked.mockRestore();
    expect(sessionStorage.length).toBe(0);
    expect(await indexedDB.databases()).toEqual([]);
  });

  it("still unlocks when IndexedDB is blocked, and says the password will be needed again", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("indexedDB", {
      open: () => {
        throw new DOMException("The user denied permission", "SecurityError");
      },
    });
    unlock.unlockWithPassword.mockResolvedValueOnce({ data, cryptoKey });
    renderGate();
    await user.type(await screen.findByLabelText("Password"), "right");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    expect(screen.getByText(/you will need the\s+password again/)).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});

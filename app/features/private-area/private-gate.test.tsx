import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrivateDatasets } from "#content/schema/private.ts";
import { usePrivateData } from "./private-data-context.ts";
import { PrivateGate } from "./private-gate.tsx";
import { authenticatedFlag, keyEntry } from "./session-key.ts";

const loader = vi.hoisted(() => ({
  unlockWithPassword: vi.fn(),
  unlockWithStoredKey: vi.fn(),
}));
vi.mock("./load-private-data.ts", () => loader);

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

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.resetAllMocks());

describe("PrivateGate", () => {
  it("asks for the password when nothing is stored", async () => {
    renderGate();
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByText(/Organisations/)).toBeNull();
    expect(loader.unlockWithStoredKey).not.toHaveBeenCalled();
  });

  it("shows the error for a wrong password, and clears it on success, storing the flag and the key only", async () => {
    const user = userEvent.setup();
    loader.unlockWithPassword.mockRejectedValueOnce(new Error("OperationError"));
    loader.unlockWithPassword.mockResolvedValueOnce({
      data,
      key: "a2V5",
      cryptoKey: {} as CryptoKey,
    });
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
    expect(sessionStorage.getItem(keyEntry)).toBe("a2V5");
    expect(Object.values(sessionStorage).join()).not.toContain("right");
    expect(localStorage.length).toBe(0);
  });

  it("does not unlock on the flag alone, and forgets a forged flag", async () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    renderGate();
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(sessionStorage.getItem(authenticatedFlag)).toBeNull();
  });

  it("clears both entries when the stored key no longer decrypts", async () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(keyEntry, "stale");
    loader.unlockWithStoredKey.mockRejectedValueOnce(new Error("OperationError"));
    renderGate();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(""));
    expect(sessionStorage.getItem(authenticatedFlag)).toBeNull();
    expect(sessionStorage.getItem(keyEntry)).toBeNull();
  });

  it("keeps a password typed during the session check, and sends an early Unlock once the check is done", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(keyEntry, "stale");
    let rejectCheck: (error: Error) => void = () => {};
    loader.unlockWithStoredKey.mockReturnValueOnce(
      new Promise((_, reject) => {
        rejectCheck = reject;
      }),
    );
    loader.unlockWithPassword.mockResolvedValueOnce({
      data,
      key: "a2V5",
      cryptoKey: {} as CryptoKey,
    });
    renderGate();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your access");
    await user.type(screen.getByLabelText("Password"), "typed early{Enter}");
    expect(loader.unlockWithPassword).not.toHaveBeenCalled();
    rejectCheck(new Error("OperationError"));
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    expect(loader.unlockWithPassword).toHaveBeenCalledTimes(1);
    expect(loader.unlockWithPassword).toHaveBeenCalledWith("typed early");
  });

  it("unlocks with a stored key and locks again on Logout", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(keyEntry, "a2V5");
    loader.unlockWithStoredKey.mockResolvedValueOnce({ data, cryptoKey: {} as CryptoKey });
    renderGate();
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByText(/Organisations/)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("still unlocks when session storage is blocked, and says the unlock will not survive a reload", async () => {
    const user = userEvent.setup();
    const blocked = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    loader.unlockWithPassword.mockResolvedValueOnce({
      data,
      key: "a2V5",
      cryptoKey: {} as CryptoKey,
    });
    renderGate();
    await user.type(await screen.findByLabelText("Password"), "right");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByText("Organisations: Brightmoor Labs")).toBeInTheDocument();
    expect(screen.getByText(/does not allow session storage/)).toBeInTheDocument();
    blocked.mockRestore();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ServiceWorkerEnvironment } from "./service-worker-updates.ts";
import { UpdateNotice } from "./update-notice.tsx";

function browserWithWaitingUpdate() {
  const waiting = { postMessage: vi.fn() };
  const registration = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(registration, { waiting, installing: null });
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(container, { controller: {}, register: vi.fn(async () => registration) });
  const reload = vi.fn();
  const environment = {
    document: { readyState: "complete" },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    navigator: { serviceWorker: container },
    location: { reload },
  } as unknown as ServiceWorkerEnvironment;
  return { environment, container, waiting, reload };
}

describe("UpdateNotice", () => {
  it("renders an empty live region while there is no update (and registers nothing in tests)", () => {
    render(<UpdateNotice />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says a new version is available and reloads into it once it has taken over", async () => {
    const browser = browserWithWaitingUpdate();
    render(<UpdateNotice environment={browser.environment} />);
    // The registration code is imported on demand, which can take a while on a busy machine.
    const reload = await screen.findByRole("button", { name: "Reload" }, { timeout: 10_000 });
    expect(screen.getByRole("status")).toHaveTextContent(
      "A new version of this site is available.",
    );
    await userEvent.click(reload);
    expect(browser.waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(screen.getByRole("button", { name: "Reload" })).toBeDisabled();
    act(() => void browser.container.dispatchEvent(new Event("controllerchange")));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island.tsx";
import { Island } from "./island.tsx";

interface CounterProps {
  label: string;
  start: number;
}

function Counter({ label, start }: CounterProps) {
  const [count, setCount] = useState(start);
  if (typeof label !== "string") throw new Error("Exploding island for the test");
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

/** The page as the build writes it (the test calls the entry's function itself). */
function prerender(props: CounterProps) {
  document.body.innerHTML = `<main>${renderToString(
    <Island name="schedule" component={Counter} props={props} />,
  )}</main>`;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("hydrateIsland", () => {
  it("hydrates the prerendered HTML with the page's props, marks it and makes it interactive", async () => {
    prerender({ label: "Stars", start: 2 });
    const button = screen.getByRole("button", { name: "Stars: 2" });
    hydrateIsland("schedule", Counter);
    await waitFor(() =>
      expect(document.querySelector("[data-island]")).toHaveAttribute("data-island-hydrated"),
    );
    // Hydration adopted the prerendered button instead of replacing it.
    expect(screen.getByRole("button", { name: "Stars: 2" })).toBe(button);
    await userEvent.click(button);
    expect(screen.getByRole("button", { name: "Stars: 3" })).toBe(button);
  });

  it("shows the error screen in the island when the component throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    prerender({ label: "Stars", start: 2 });
    // Props a broken deploy might carry: the component throws while hydrating.
    document.querySelector("script[data-island-props]")!.textContent = '{"label":7,"start":0}';
    hydrateIsland("schedule", Counter);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the overview" })).toHaveAttribute("href", "/");
    expect(document.body).not.toHaveTextContent("Exploding island");
    expect(error).toHaveBeenCalledWith(
      "The schedule island failed:",
      expect.objectContaining({ message: "Exploding island for the test" }),
      expect.any(String),
    );
  });

  it("leaves the page as it is, and says why, when its island or props are missing or broken", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    prerender({ label: "Stars", start: 2 });
    hydrateIsland("agenda", Counter);
    expect(error).toHaveBeenLastCalledWith('The page has no island "agenda" to hydrate.');
    document.querySelector("script[data-island-props]")!.textContent = "{not json";
    hydrateIsland("schedule", Counter);
    expect(error).toHaveBeenLastCalledWith(
      'The props of island "schedule" are not JSON:',
      expect.any(SyntaxError),
    );
    expect(document.querySelector("[data-island]")).not.toHaveAttribute("data-island-hydrated");
    expect(screen.getByRole("button", { name: "Stars: 2" })).toBeInTheDocument();
  });
});

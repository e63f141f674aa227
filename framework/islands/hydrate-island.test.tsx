import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useId, useState } from "react";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island.tsx";
import { Island } from "./island.tsx";

interface CounterProps {
  label: string;
  start: number;
}

function Counter({ label, start }: CounterProps) {
  const [count, setCount] = useState(start);
  const hintId = useId();
  if (typeof label !== "string") throw new Error("Exploding island for the test");
  return (
    <>
      <button type="button" aria-describedby={hintId} onClick={() => setCount(count + 1)}>
        {label}: {count}
      </button>
      {count > start ? <p id={hintId}>Counted in this browser</p> : null}
    </>
  );
}

/** The page as the build writes it, the island deep inside (the test calls the entry itself). */
async function prerenderPage(props: CounterProps) {
  const { prelude } = await prerender(
    <main>
      <h1>Schedule</h1>
      <Island name="schedule" component={Counter} props={props} />
    </main>,
  );
  document.body.innerHTML = await new Response(prelude).text();
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("hydrateIsland", () => {
  it("hydrates the prerendered HTML with the page's props, marks it and makes it interactive", async () => {
    await prerenderPage({ label: "Stars", start: 2 });
    const button = screen.getByRole("button", { name: "Stars: 2" });
    hydrateIsland("schedule", Counter);
    await waitFor(() =>
      expect(document.querySelector("[data-island]")).toHaveAttribute("data-island-hydrated"),
    );
    // Hydration adopted the prerendered button instead of replacing it.
    expect(screen.getByRole("button", { name: "Stars: 2" })).toBe(button);
    await userEvent.click(button);
    expect(screen.getByRole("button", { name: "Stars: 3" })).toBe(button);
    // The id React gave the new hint is the one the prerendered button already points at.
    expect(button).toHaveAccessibleDescription("Counted in this browser");
  });

  it("shows the error screen in the island when the component throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await prerenderPage({ label: "Stars", start: 2 });
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

  it("leaves the page as it is, and says why, when its island or props are missing or broken", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await prerenderPage({ label: "Stars", start: 2 });
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

import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useUrlSearchParams } from "./use-url-search-params.ts";

function DayPicker({ label }: { label: string }) {
  const [params, update] = useUrlSearchParams();
  return (
    <button
      type="button"
      onClick={() =>
        update((current) => {
          current.set("day", "thursday");
          return current;
        })
      }
    >
      {label}: {params.get("day") ?? "none"}
    </button>
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("useUrlSearchParams", () => {
  it("reads the address's query once mounted", async () => {
    window.history.replaceState(null, "", "/schedule?day=wednesday#s1");
    render(<DayPicker label="Day" />);
    expect(await screen.findByRole("button", { name: "Day: wednesday" })).toBeInTheDocument();
  });

  it("replaces the history entry, keeps the path and hash, and updates every user", async () => {
    window.history.replaceState(null, "", "/schedule?view=agenda#s1");
    const length = window.history.length;
    render(
      <>
        <DayPicker label="Top" />
        <DayPicker label="Bottom" />
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Top: none" }));
    expect(await screen.findByRole("button", { name: "Bottom: thursday" })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/schedule?view=agenda&day=thursday#s1",
    );
    expect(window.history.length).toBe(length);
  });

  it("follows the back and forward buttons", async () => {
    render(<DayPicker label="Day" />);
    await screen.findByRole("button", { name: "Day: none" });
    act(() => {
      window.history.replaceState(null, "", "/schedule?day=friday");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("button", { name: "Day: friday" })).toBeInTheDocument();
  });
});

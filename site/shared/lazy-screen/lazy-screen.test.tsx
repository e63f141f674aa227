import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen } from "./lazy-screen.tsx";

const options = {
  loadingMessage: "Loading the screen...",
  loadFailedMessage: "The screen could not be loaded.",
  name: "test screen",
};

describe("lazyScreen", () => {
  it("says it is loading, then shows the screen with its props", async () => {
    const Screen = lazyScreen<{ who: string }>(
      async () =>
        function Greeting({ who }: { who: string }) {
          return <p>Hello {who}</p>;
        },
      options,
    );
    render(<Screen who="Ada" />);
    expect(screen.getByRole("status")).toHaveTextContent(options.loadingMessage);
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says so, and names the screen in the console, when its code cannot load", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Screen = lazyScreen(() => Promise.reject(new Error("Failed to fetch chunk")), options);
    render(<Screen />);
    expect(await screen.findByRole("alert")).toHaveTextContent(options.loadFailedMessage);
    expect(logged).toHaveBeenCalledWith(
      "The test screen failed to load:",
      expect.any(Error),
      expect.any(String),
    );
    logged.mockRestore();
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary.tsx";

function Exploding({ thrown }: { thrown: unknown }): never {
  throw thrown;
}

describe("ErrorBoundary", () => {
  it("shows its children while they render", () => {
    render(
      <ErrorBoundary logMessage="The test failed:" fallback={<p role="alert">Broken</p>}>
        <p>Working</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Working")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the fallback instead, and reports the error in the console, once they throw", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary logMessage="The test failed:" fallback={<p role="alert">Broken</p>}>
        <Exploding thrown={new Error("boom")} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Broken");
    expect(logged).toHaveBeenCalledWith(
      "The test failed:",
      expect.objectContaining({ message: "boom" }),
      expect.any(String),
    );
  });

  it("gives a fallback function the error, whatever was thrown", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fallback = (error: unknown) => <p role="alert">Failed: {String(error)}</p>;
    const { unmount } = render(
      <ErrorBoundary logMessage="The test failed:" fallback={fallback}>
        <Exploding thrown="a string" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed: a string");
    unmount();
    render(
      <ErrorBoundary logMessage="The test failed:" fallback={fallback}>
        <Exploding thrown={undefined} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Failed: undefined");
  });
});

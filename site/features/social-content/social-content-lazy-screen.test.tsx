import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SocialContentLazyScreen } from "./social-content-lazy-screen.tsx";
import { testCalendar } from "./test-calendar.ts";

describe("SocialContentLazyScreen", () => {
  it("shows the loading message, then the calendar", async () => {
    render(<SocialContentLazyScreen data={testCalendar} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading calendar data...");
    expect(await screen.findByText("5 social media posts showing")).toBeVisible();
    expect(screen.queryByText("Loading calendar data...")).toBeNull();
  });

  it("shows the error with its message when the data has the wrong shape", async () => {
    render(<SocialContentLazyScreen data={{ posts: "nope", handles: {} }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error loading calendar: the calendar has no list of posts",
    );
  });

  it("shows the error when reading the data throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const handles = Object.defineProperty({}, "x", {
      enumerable: true,
      get() {
        throw new Error("the data could not be read");
      },
    });
    render(<SocialContentLazyScreen data={{ posts: [], handles }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error loading calendar: the data could not be read",
    );
  });
});

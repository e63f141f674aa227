import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Disclosure } from "./disclosure.tsx";

describe("Disclosure", () => {
  it("is a closed <details> whose summary opens it", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Disclosure label="Bio & Experience">Ten years of events.</Disclosure>,
    );
    const details = container.querySelector("details")!;
    expect(details).not.toHaveAttribute("open");
    await user.click(screen.getByText("Bio & Experience"));
    expect(details).toHaveAttribute("open");
  });

  it("tells identical summaries apart for screen readers", () => {
    render(
      <Disclosure label="Bio & Experience" context="Ada Lovelock">
        Ten years of events.
      </Disclosure>,
    );
    expect(screen.getByText(": Ada Lovelock")).toHaveClass("visually-hidden");
  });
});

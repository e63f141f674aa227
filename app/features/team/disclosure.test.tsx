import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Disclosure } from "./disclosure.tsx";

describe("Disclosure", () => {
  it("starts collapsed, with the button controlling a hidden panel", () => {
    render(<Disclosure label="Bio & Experience">Ten years of events.</Disclosure>);
    const button = screen.getByRole("button", { name: "Bio & Experience" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!);
    expect(panel).toHaveTextContent("Ten years of events.");
    expect(panel).not.toBeVisible();
  });

  it("toggles by click and by keyboard", async () => {
    const user = userEvent.setup();
    render(<Disclosure label="Hobbies & Interests">Rowing</Disclosure>);
    const button = screen.getByRole("button", { name: "Hobbies & Interests" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Rowing")).toBeVisible();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("names the button with its context for screen readers", () => {
    render(
      <Disclosure label="Bio & Experience" context="Ada Lovelock">
        Text
      </Disclosure>,
    );
    expect(
      screen.getByRole("button", { name: "Bio & Experience: Ada Lovelock" }),
    ).toBeInTheDocument();
  });
});

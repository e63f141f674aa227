import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header.tsx";

function renderAt(path: string) {
  const Page = () => <SiteHeader />;
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteHeader", () => {
  it("marks the current page with aria-current", () => {
    renderAt("/analytics");
    expect(screen.getByRole("link", { name: "Private Rooms" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes the menu with the toggle, which controls the navigation", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(toggle).toHaveAttribute("aria-controls", nav.id);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(nav).toHaveAttribute("data-open", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.tab();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when a link is followed", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Team" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
  });
});

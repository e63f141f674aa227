import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { enhanceOnceAndFailOnListenerErrors } from "./listener-errors.test-support.ts";
import { enhanceMenu } from "./menu.ts";

enhanceOnceAndFailOnListenerErrors(enhanceMenu);

beforeEach(() => {
  document.body.innerHTML = `
    <header class="site-header">
      <button type="button" class="site-header__toggle" aria-expanded="false" aria-controls="site-menu">
        <span class="site-header__toggle-icon" aria-hidden="true"></span>
        Menu
      </button>
      <nav aria-label="Main" id="site-menu" data-open="false">
        <a href="/speakers">Speakers</a>
      </nav>
    </header>
    <button type="button">Elsewhere</button>
  `;
});

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const menu = () => screen.getByRole("navigation", { name: "Main" });

describe("enhanceMenu", () => {
  it("opens the menu with its button and closes it with a second press", async () => {
    const user = userEvent.setup();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toHaveAttribute("data-open", "true");
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).toHaveAttribute("data-open", "false");
  });

  it("toggles when the click lands on the icon inside the button", async () => {
    const user = userEvent.setup();
    await user.click(document.querySelector(".site-header__toggle-icon")!);
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toHaveAttribute("data-open", "true");
  });

  it("works with the keyboard (Enter and Space press the button)", async () => {
    const user = userEvent.setup();
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(menu()).toHaveAttribute("data-open", "true");
    await user.keyboard(" ");
    expect(menu()).toHaveAttribute("data-open", "false");
  });

  it("closes an open menu on Escape and puts focus back on the button", async () => {
    const user = userEvent.setup();
    await user.click(menuButton());
    screen.getByRole("link", { name: "Speakers" }).focus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).toHaveAttribute("data-open", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("leaves focus alone on Escape when the menu is closed", async () => {
    const user = userEvent.setup();
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    await user.keyboard("{Escape}");
    expect(elsewhere).toHaveFocus();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("does not react to other keys or to clicks elsewhere", async () => {
    const user = userEvent.setup();
    await user.click(menuButton());
    screen.getByRole("link", { name: "Speakers" }).focus();
    await user.keyboard("{ArrowDown}{Home}a{Shift}");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toHaveAttribute("data-open", "true");
  });

  it("keeps working when the header is replaced after the listeners were added", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = `
      <button type="button" class="site-header__toggle" aria-expanded="false" aria-controls="other-menu">Menu</button>
      <ul id="other-menu" aria-label="Other" data-open="false"></ul>
    `;
    await user.click(menuButton());
    expect(screen.getByRole("list", { name: "Other" })).toHaveAttribute("data-open", "true");
  });

  it("ignores a button without aria-controls", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = `
      <button type="button" class="site-header__toggle" aria-expanded="false">Menu</button>
    `;
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});

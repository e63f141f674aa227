import { fireEvent, screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { enhanceOnceAndFailOnListenerErrors } from "./listener-errors.test-support.ts";
import { enhanceTabs } from "./tabs.ts";

enhanceOnceAndFailOnListenerErrors(enhanceTabs);

/** A tab list as site/shared/ui/tabs.tsx renders it; `script` false leaves out data-page-script. */
function tabList(prefix: string, label: string, script = true) {
  const tab = (id: string, name: string, extra = "") =>
    `<button type="button" role="tab" id="${prefix}-tab-${id}" aria-controls="${prefix}-panel-${id}"
      aria-selected="${id === "gold"}" tabindex="${id === "gold" ? 0 : -1}" ${extra}>${name}</button>`;
  const panel = (id: string, name: string) =>
    `<div role="tabpanel" id="${prefix}-panel-${id}" aria-labelledby="${prefix}-tab-${id}"
      tabindex="0" ${id === "gold" ? "" : "hidden"}>${name} package</div>`;
  return `
    <section aria-label="${label}">
      <div role="tablist" aria-label="${label}" ${script ? 'data-page-script="tabs"' : ""}>
        ${tab("gold", "Gold")}
        ${tab("silver", "Silver")}
        ${tab("bronze", "Bronze", 'aria-disabled="true"')}
        ${tab("community", "Community")}
      </div>
      ${panel("gold", "Gold")}
      ${panel("silver", "Silver")}
      ${panel("bronze", "Bronze")}
      ${panel("community", "Community")}
    </section>
  `;
}

beforeEach(() => {
  document.body.innerHTML = tabList("p", "Packages");
});

const tab = (name: string) => screen.getByRole("tab", { name });

/** Checks that `name` is the one selected tab, the tab stop, and that only its panel shows. */
function expectSelected(name: string, container: HTMLElement = document.body) {
  const tabs = within(container).getAllByRole("tab");
  for (const each of tabs) {
    const selected = each.textContent === name;
    expect(each).toHaveAttribute("aria-selected", String(selected));
    expect(each).toHaveAttribute("tabindex", selected ? "0" : "-1");
  }
  const panels = within(container).getAllByRole("tabpanel");
  expect(panels).toHaveLength(1);
  expect(panels[0]).toHaveAccessibleName(name);
  expect(panels[0]).toHaveTextContent(`${name} package`);
}

describe("enhanceTabs", () => {
  it("selects a tab by click and shows its panel only", async () => {
    const user = userEvent.setup();
    await user.click(tab("Silver"));
    expectSelected("Silver");
    await user.click(tab("Community"));
    expectSelected("Community");
    await user.click(tab("Gold"));
    expectSelected("Gold");
  });

  it("does not select a disabled tab", async () => {
    const user = userEvent.setup();
    await user.click(tab("Silver"));
    await user.click(tab("Bronze"));
    expectSelected("Silver");
    expect(document.getElementById("p-panel-bronze")).not.toBeVisible();
  });

  it("moves with the arrow keys, skipping disabled tabs and wrapping, and focuses the new tab", async () => {
    const user = userEvent.setup();
    tab("Gold").focus();
    const steps: [key: string, name: string][] = [
      ["{ArrowRight}", "Silver"],
      ["{ArrowRight}", "Community"],
      ["{ArrowRight}", "Gold"],
      ["{ArrowLeft}", "Community"],
      ["{ArrowLeft}", "Silver"],
      ["{ArrowDown}", "Community"],
      ["{ArrowDown}", "Gold"],
      ["{ArrowUp}", "Community"],
      ["{ArrowUp}", "Silver"],
    ];
    for (const [key, name] of steps) {
      await user.keyboard(key);
      expect(tab(name)).toHaveFocus();
      expectSelected(name);
    }
  });

  it("jumps to the first tab with Home and the last with End", async () => {
    const user = userEvent.setup();
    tab("Silver").focus();
    await user.keyboard("{End}");
    expect(tab("Community")).toHaveFocus();
    expectSelected("Community");
    await user.keyboard("{Home}");
    expect(tab("Gold")).toHaveFocus();
    expectSelected("Gold");
  });

  it("keeps the page from scrolling on the keys it handles, and only on those", () => {
    for (const key of ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Home", "End"]) {
      expect(fireEvent.keyDown(tab("Gold"), { key })).toBe(false);
    }
    for (const key of ["Tab", "Enter", "a", "PageDown"]) {
      expect(fireEvent.keyDown(tab("Gold"), { key })).toBe(true);
    }
  });

  it("ignores other keys", async () => {
    const user = userEvent.setup();
    await user.click(tab("Silver"));
    await user.keyboard("a{PageDown}{Shift}");
    expect(tab("Silver")).toHaveFocus();
    expectSelected("Silver");
  });

  it("moves only within the tab list of the focused tab", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = tabList("p", "Packages") + tabList("q", "Perks");
    const packages = screen.getByRole("region", { name: "Packages" });
    const perks = screen.getByRole("region", { name: "Perks" });
    await user.click(within(perks).getByRole("tab", { name: "Community" }));
    expectSelected("Community", perks);
    expectSelected("Gold", packages);
    await user.keyboard("{ArrowRight}");
    expect(within(perks).getByRole("tab", { name: "Gold" })).toHaveFocus();
    expectSelected("Gold", perks);
    await user.click(within(packages).getByRole("tab", { name: "Silver" }));
    await user.keyboard("{End}");
    expect(within(packages).getByRole("tab", { name: "Community" })).toHaveFocus();
    expectSelected("Community", packages);
    expectSelected("Gold", perks);
  });

  it("leaves tab lists without data-page-script alone (React switches those)", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = tabList("r", "Schedule", false);
    await user.click(tab("Silver"));
    expectSelected("Gold");
    tab("Gold").focus();
    await user.keyboard("{ArrowRight}");
    expect(tab("Gold")).toHaveFocus();
    expect(fireEvent.keyDown(tab("Gold"), { key: "End" })).toBe(true);
    expectSelected("Gold");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TabList, TabPanel, type TabItem } from "./tabs.tsx";

const items: TabItem[] = [
  { id: "one", label: "One" },
  { id: "two", label: "Two" },
  { id: "off", label: "Off", disabled: true },
  { id: "three", label: "Three" },
];

function Harness() {
  const [selected, setSelected] = useState("one");
  return (
    <>
      <TabList
        label="Numbers"
        items={items}
        selectedId={selected}
        onSelect={setSelected}
        idPrefix="n"
      />
      <TabPanel idPrefix="n" id={selected}>
        Panel {selected}
      </TabPanel>
    </>
  );
}

describe("TabList", () => {
  it("follows the WAI-ARIA tabs pattern: one selected tab, linked to its panel", () => {
    render(<Harness />);
    const one = screen.getByRole("tab", { name: "One" });
    expect(screen.getByRole("tablist", { name: "Numbers" })).toBeInTheDocument();
    expect(one).toHaveAttribute("aria-selected", "true");
    expect(one).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Two" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "One" })).toHaveTextContent("Panel one");
  });

  it("selects by click and moves with arrows, Home and End, skipping disabled tabs and wrapping", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("tab", { name: "Two" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panel two");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Three" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "One" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveAttribute("aria-selected", "true");
  });

  it("does not select a disabled tab on click", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("tab", { name: "Off" }));
    expect(screen.getByRole("tab", { name: "One" })).toHaveAttribute("aria-selected", "true");
  });
});

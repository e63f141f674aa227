import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { enhanceOnceAndFailOnListenerErrors } from "./listener-errors.test-support.ts";
import { enhanceToggleButtons } from "./toggle-buttons.ts";

enhanceOnceAndFailOnListenerErrors(enhanceToggleButtons);

/** The journal's categories as site/features/community renders them. */
function categories(prefix: string, label: string, group = 'data-page-script="toggle-buttons"') {
  const button = (id: string, name: string) =>
    `<li><button type="button" aria-pressed="${id === "news"}" aria-controls="${prefix}-${id}"><span>${name}</span></button></li>`;
  const panel = (id: string, name: string, status: string) =>
    `<section id="${prefix}-${id}" aria-label="${label}: ${name}" data-status="${status}" ${id === "news" ? "" : "hidden"}>
      ${name} articles
    </section>`;
  return `
    <div aria-label="${label}" role="group">
      <ul ${group} data-status-region="${prefix}-status">
        ${button("news", "News")}
        ${button("guides", "Guides")}
        ${button("interviews", "Interviews")}
      </ul>
      <p role="status" aria-label="${label} status" id="${prefix}-status"></p>
      ${panel("news", "News", "News: 3 articles")}
      ${panel("guides", "Guides", "Guides: 1 article")}
      ${panel("interviews", "Interviews", "Interviews: Coming Soon")}
    </div>
  `;
}

beforeEach(() => {
  document.body.innerHTML = categories("journal", "Journal");
});

const button = (name: string, container: HTMLElement = document.body) =>
  within(container).getByRole("button", { name });

/** Checks that `name` is the one pressed button and that only its panel shows. */
function expectPressed(name: string, label = "Journal") {
  const container = screen.getByRole("group", { name: label });
  for (const each of within(container).getAllByRole("button")) {
    expect(each).toHaveAttribute("aria-pressed", String(each.textContent === name));
  }
  const panels = within(container).getAllByRole("region");
  expect(panels).toHaveLength(1);
  expect(panels[0]).toHaveAccessibleName(`${label}: ${name}`);
}

describe("enhanceToggleButtons", () => {
  it("presses the clicked button, shows its panel, hides the others and announces the panel", async () => {
    const user = userEvent.setup();
    await user.click(button("Guides"));
    expectPressed("Guides");
    expect(screen.getByRole("status")).toHaveTextContent("Guides: 1 article");
    await user.click(button("Interviews"));
    expectPressed("Interviews");
    expect(screen.getByRole("status")).toHaveTextContent("Interviews: Coming Soon");
    await user.click(button("News"));
    expectPressed("News");
    expect(screen.getByRole("status")).toHaveTextContent("News: 3 articles");
  });

  it("keeps a pressed button pressed when it is clicked again", async () => {
    const user = userEvent.setup();
    await user.click(button("Guides"));
    await user.click(button("Guides"));
    expectPressed("Guides");
  });

  it("works with the keyboard", async () => {
    const user = userEvent.setup();
    button("Guides").focus();
    await user.keyboard("{Enter}");
    expectPressed("Guides");
    button("Interviews").focus();
    await user.keyboard(" ");
    expectPressed("Interviews");
  });

  it("keeps each group, its panels and its live region to itself", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = categories("journal", "Journal") + categories("archive", "Archive");
    await user.click(button("Guides", screen.getByRole("group", { name: "Archive" })));
    expectPressed("Guides", "Archive");
    expectPressed("News", "Journal");
    expect(screen.getByRole("status", { name: "Archive status" })).toHaveTextContent(
      "Guides: 1 article",
    );
    expect(screen.getByRole("status", { name: "Journal status" })).toBeEmptyDOMElement();
  });

  it("leaves the live region as it is for a panel without a status", async () => {
    const user = userEvent.setup();
    await user.click(button("Guides"));
    document.getElementById("journal-interviews")!.removeAttribute("data-status");
    await user.click(button("Interviews"));
    expectPressed("Interviews");
    expect(screen.getByRole("status")).toHaveTextContent("Guides: 1 article");
  });

  it("leaves buttons outside a toggle-buttons group alone", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = categories("journal", "Journal", "");
    await user.click(button("Guides"));
    expectPressed("News");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

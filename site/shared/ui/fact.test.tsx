import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Fact } from "./fact.tsx";

describe("Fact", () => {
  it("keeps the term and its value apart in the page's text, as search excerpts read it", () => {
    const { container } = render(
      <dl className="facts">
        <Fact label="Pronouns:">he/him</Fact>
      </dl>,
    );
    expect(container.textContent).toBe("Pronouns: he/him");
    expect(screen.getByRole("term")).toHaveTextContent("Pronouns:");
    expect(screen.getByRole("definition")).toHaveTextContent("he/him");
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { settings } from "#content/settings.yml";
import { brandMarkFile } from "./brand-mark.tsx";
import { SiteHeader } from "./site-header.tsx";

function renderAt(path: string) {
  return render(<SiteHeader pathname={path} />);
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

  it("links to the search outside the menu, the current page on /search only", () => {
    renderAt("/search");
    const search = screen.getByRole("link", { name: "Search" });
    expect(search).toHaveAttribute("href", "/search");
    expect(search).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("navigation", { name: "Main" })).not.toContainElement(search);
  });

  it("renders the Menu button closed, controlling the navigation (the page script opens it)", () => {
    renderAt("/");
    const toggle = screen.getByRole("button", { name: "Menu" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(toggle).toHaveAttribute("aria-controls", nav.id);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(nav).toHaveAttribute("data-open", "false");
  });

  it("draws the summit's logo inline, so the page requests no image for it (issue 20)", () => {
    expect(settings.defaultImage).toBe(brandMarkFile);
    const { container } = renderAt("/");
    const brand = screen.getByRole("link", { name: `${settings.shortName}, home` });
    expect(brand.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    expect(container.querySelector("header img")).toBeNull();
  });

  it("shows another event's own logo file as an image", async () => {
    vi.resetModules();
    vi.doMock("#content/settings.yml", () => ({
      settings: { ...settings, defaultImage: "/images/logo/harbourlight.svg" },
    }));
    const { SiteHeader: HeaderWithOtherLogo } = await import("./site-header.tsx");
    const { container } = render(<HeaderWithOtherLogo pathname="/" />);
    expect(container.querySelector("header img")).toHaveAttribute(
      "src",
      "/images/logo/harbourlight.svg",
    );
    expect(container.querySelector(".site-header__brand svg")).toBeNull();
    vi.doUnmock("#content/settings.yml");
  });
});

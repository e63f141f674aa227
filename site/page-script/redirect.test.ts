import { beforeEach, describe, expect, it, vi } from "vitest";
import { followRedirect } from "./redirect.ts";

const ticketShop = "https://tickets.example.com/quillmere-summit?ref=site";

beforeEach(() => {
  document.body.innerHTML = "";
});

/** A register section whose data-redirect-to holds `target` as it is (set through the DOM). */
function pageRedirectingTo(target: string) {
  const section = document.createElement("section");
  section.dataset.redirectTo = target;
  document.body.append(section);
}

describe("followRedirect", () => {
  it("replaces the page with the address in data-redirect-to", () => {
    document.body.innerHTML = `
      <section aria-labelledby="register-title" data-redirect-to="${ticketShop}">
        <h1 id="register-title">REGISTER NOW</h1>
        <p role="status">Redirecting you to our ticketing platform...</p>
      </section>
    `;
    const location = { replace: vi.fn() };
    followRedirect(document, location);
    expect(location.replace).toHaveBeenCalledTimes(1);
    expect(location.replace).toHaveBeenCalledWith(ticketShop);
  });

  it("follows an http: address too", () => {
    pageRedirectingTo("http://tickets.example.com/summit");
    const location = { replace: vi.fn() };
    followRedirect(document, location);
    expect(location.replace).toHaveBeenCalledWith("http://tickets.example.com/summit");
  });

  it("stays on a page without data-redirect-to", () => {
    document.body.innerHTML = `<main><h1>Speakers</h1><a href="${ticketShop}">Tickets</a></main>`;
    const location = { replace: vi.fn() };
    followRedirect(document, location);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("stays when data-redirect-to is empty", () => {
    document.body.innerHTML = `<section data-redirect-to=""></section>`;
    const location = { replace: vi.fn() };
    followRedirect(document, location);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.domain)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/",
    "/register",
    "https:evil.example",
    "https://tickets.example.com@evil.example/",
    "https://x/</noscript><script>alert(1)</script>",
    "not an address",
  ])("does not follow %j", (target) => {
    pageRedirectingTo(target);
    const location = { replace: vi.fn() };
    followRedirect(document, location);
    expect(location.replace).not.toHaveBeenCalled();
  });
});

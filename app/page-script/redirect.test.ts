import { beforeEach, describe, expect, it, vi } from "vitest";
import { followRedirect } from "./redirect.ts";

const ticketShop = "https://tickets.example.com/quillmere-summit?ref=site";

beforeEach(() => {
  document.body.innerHTML = "";
});

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
});

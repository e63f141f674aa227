import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RegisterRedirect } from "./register-redirect.tsx";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * The elements a browser builds from the page's HTML, as the HTML parser reads it: with
 * scripting on, a <noscript> holds raw text up to the first "</noscript"; with scripting off,
 * its content is markup. An injection has to break out in one of the two.
 */
function elementsOf(html: string, scriptingEnabled: boolean): Element[] {
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) elements.push(node);
    if ("childNodes" in node) node.childNodes.forEach(walk);
    if ("content" in node) node.content.childNodes.forEach(walk);
  };
  walk(parse(`<!doctype html><body>${html}</body>`, { scriptingEnabled }));
  return elements;
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Every attribute value of the page that a browser would treat as an address or a handler. */
function addressesAndHandlers(elements: Element[]) {
  return elements.flatMap((element) =>
    element.attrs
      .filter((attr) => /^(href|src|action|content|data-redirect-to)$|^on/.test(attr.name))
      .map((attr) => `${element.tagName} ${attr.name}=${attr.value}`),
  );
}

const hostile = [
  "https://x/</noscript><script>alert(1)</script>",
  'https://x/"><script>alert(1)</script>',
  "https://x/'><img src=x onerror=alert(1)>",
  "javascript:alert(document.domain)",
  "JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "https://tickets.example@evil.example/",
  "//evil.example/",
  "",
];

describe("RegisterRedirect", () => {
  it("redirects, refreshes and links to a web address, exactly as written", () => {
    // & and ' are legal in an address and must come out as the same address in every context.
    const url = "https://tickets.example/summit?ref=site&copy;&promo='early'#buy";
    const html = renderToString(<RegisterRedirect ticketingUrl={url} />);
    const withoutScripting = elementsOf(html, false);
    const meta = withoutScripting.filter((element) => element.tagName === "meta");
    expect(meta.map((element) => attribute(element, "content"))).toEqual([`0;url=${url}`]);
    expect(addressesAndHandlers(withoutScripting)).toEqual([
      `section data-redirect-to=${url}`,
      `meta content=0;url=${url}`,
      `a href=${url}`,
    ]);
    // With scripting on (every browser that runs the page script), the refresh is inert text.
    const withScripting = elementsOf(html, true);
    expect(withScripting.map((element) => element.tagName)).not.toContain("meta");
    expect(addressesAndHandlers(withScripting)).toEqual([
      `section data-redirect-to=${url}`,
      `a href=${url}`,
    ]);
  });

  it.each(hostile)("puts no markup, redirect or link on the page for %j", (url) => {
    const html = renderToString(<RegisterRedirect ticketingUrl={url} />);
    for (const scriptingEnabled of [true, false]) {
      const elements = elementsOf(html, scriptingEnabled);
      expect(elements.map((element) => element.tagName)).toEqual([
        "html",
        "head",
        "body",
        "section",
        "h1",
        "p",
      ]);
      expect(addressesAndHandlers(elements)).toEqual([]);
    }
    expect(html).not.toMatch(/<script|<img|javascript:|data:|evil/i);
    expect(html).toContain("The ticketing page cannot be opened from here");
  });
});

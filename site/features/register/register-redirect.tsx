import { isWebUrl } from "#content/schema/web-url.ts";

export interface RegisterRedirectProps {
  ticketingUrl: string;
}

/**
 * The schemes the page sends a visitor to: the schema's rule for ticketingUrl (https only) is
 * the build's; this page also refuses anything but a parsed https: or http: address by itself,
 * so that a value that slipped past the check (a test, a future field) can never become a
 * javascript: link, a redirect to one, or markup.
 */
const redirectSchemes = ["https", "http"] as const;

/** Text for a double-quoted HTML attribute written by hand: & < > " ' as references. */
function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The page script follows data-redirect-to with location.replace(): the Back button returns to
 * the page before /register, not into a redirect loop (site/page-script/redirect.ts). An address
 * that is not a web address gets no redirect, no refresh and no link: the page says the shop
 * cannot be reached from here.
 */
export function RegisterRedirect({ ticketingUrl }: RegisterRedirectProps) {
  if (!isWebUrl(ticketingUrl, redirectSchemes)) {
    return (
      <section className="container section register" aria-labelledby="register-title">
        <h1 id="register-title">REGISTER NOW</h1>
        <p>The ticketing page cannot be opened from here at the moment. Please try again later.</p>
      </section>
    );
  }
  // Without JavaScript a meta refresh takes the browser there (docs/product/decisions.md §8). It
  // sits in <noscript> so that, with JavaScript, it does not start a second navigation that cancels
  // the first; it is raw HTML so that React does not hoist it out of the <noscript>. Raw, it is
  // escaped here: in a <noscript> the parser looks for "</noscript" before it reads any
  // attribute, so a "<" must never reach the page as it is (a checked address has none; the
  // escape makes sure of it).
  const refresh = `<meta http-equiv="refresh" content="0;url=${escapeAttribute(ticketingUrl)}">`;
  return (
    <section
      className="container section register"
      aria-labelledby="register-title"
      data-redirect-to={ticketingUrl}
    >
      <noscript dangerouslySetInnerHTML={{ __html: refresh }} />
      <h1 id="register-title">REGISTER NOW</h1>
      <p role="status">Redirecting you to our ticketing platform...</p>
      <p>
        If nothing happens, <a href={ticketingUrl}>click here</a> to open the ticketing page.
      </p>
    </section>
  );
}

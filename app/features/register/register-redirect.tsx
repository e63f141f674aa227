export interface RegisterRedirectProps {
  ticketingUrl: string;
}

/**
 * The page script follows data-redirect-to with location.replace(): the Back button returns to
 * the page before /register, not into a redirect loop (app/page-script/redirect.ts).
 */
export function RegisterRedirect({ ticketingUrl }: RegisterRedirectProps) {
  // Without JavaScript a meta refresh takes the browser there (decisions.md, 8). It sits in
  // <noscript> so that, with JavaScript, it does not start a second navigation that cancels the
  // first; it is raw HTML so that React does not hoist it out of the <noscript>.
  const refresh = `<meta http-equiv="refresh" content="0;url=${ticketingUrl.replace(/"/g, "&quot;")}">`;
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

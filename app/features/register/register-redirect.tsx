import { useEffect } from "react";

export interface RegisterRedirectProps {
  ticketingUrl: string;
}

export function RegisterRedirect({ ticketingUrl }: RegisterRedirectProps) {
  useEffect(() => {
    // replace(): the Back button returns to the page before /register, not into a redirect loop.
    window.location.replace(ticketingUrl);
  }, [ticketingUrl]);

  return (
    <section className="container section register" aria-labelledby="register-title">
      <h1 id="register-title">REGISTER NOW</h1>
      <p role="status">Redirecting you to our ticketing platform...</p>
      <p>
        If nothing happens, <a href={ticketingUrl}>click here</a> to open the ticketing page.
      </p>
    </section>
  );
}

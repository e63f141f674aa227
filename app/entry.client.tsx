import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Only React Router's SPA shell (__spa-fallback.html, never served) loads this: the site's pages
// are static HTML, and their interactive parts hydrate as islands (framework/islands). React
// Router's build needs a client entry all the same.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

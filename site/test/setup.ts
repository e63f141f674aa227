import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Test files share a worker's DOM (vite.config.ts, `isolate: false`): each file starts from an
// empty document and empty storage, whatever the file before it left. (A file that asks for
// Node's environment, `// @vitest-environment node`, has no document.)
if (typeof document !== "undefined") {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
}

// A `findBy…` waits up to 5 s (Testing Library's default is 1 s): a page script's part that is
// loaded on demand (a dynamic import, as in the browser) took 1-4 s to appear on two busy cores,
// and failed the agenda link's tests there although nothing was wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

import "@testing-library/jest-dom/vitest";
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

afterEach(() => cleanup());

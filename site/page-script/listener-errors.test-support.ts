// Test support for the page script's delegated listeners.
import { afterEach, beforeAll, beforeEach, expect } from "vitest";

/**
 * Adds `enhance`'s listeners once for the test file (they sit on the document and cannot be
 * removed; each test file has a document of its own, so every test sees exactly one set), and
 * fails any test in which a listener throws: jsdom reports such an exception as an error event on
 * the window, not to the test.
 */
export function enhanceOnceAndFailOnListenerErrors(enhance: (document: Document) => void) {
  beforeAll(() => enhance(document));
  const errors: unknown[] = [];
  beforeAll(() => window.addEventListener("error", (event) => errors.push(event.error)));
  beforeEach(() => {
    errors.length = 0;
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });
}

import { useEffect, type RefObject } from "react";

/** Set on a form whose visitor pressed Enter or Unlock before the page could act on it. */
export const pendingSubmitAttribute = "data-submit-pending";

// Runs as the HTML is parsed, right after its form: a submit that React has not handled (the page
// has not hydrated yet) is held instead of reloading the page, and marked for the component.
const holdEarlySubmitScript =
  `(function(f){addEventListener("submit",function(e){if(e.target===f&&!e.defaultPrevented)` +
  `{e.preventDefault();f.setAttribute("${pendingSubmitAttribute}","")}})})` +
  `(document.currentScript.previousElementSibling)`;

/** Placed right after a <form>: keeps a submit made before hydration for `useHeldSubmit`. */
export function HoldEarlySubmit() {
  return <script dangerouslySetInnerHTML={{ __html: holdEarlySubmitScript }} />;
}

/** Marks the form so that `useHeldSubmit` sends it once the page is ready. */
export function holdSubmit(form: HTMLFormElement) {
  form.setAttribute(pendingSubmitAttribute, "");
}

/** Sends a held submit (from before hydration, or before `ready`) as soon as `ready` is true. */
export function useHeldSubmit(
  form: RefObject<HTMLFormElement | null>,
  ready: boolean,
  send: () => void,
) {
  useEffect(() => {
    const element = form.current;
    if (!ready || !element?.hasAttribute(pendingSubmitAttribute)) return;
    element.removeAttribute(pendingSubmitAttribute);
    send();
  });
}

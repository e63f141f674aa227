// "Share or move my agenda" and "Subscribe in your calendar" (docs/decisions/038-agenda-link.md):
// two native modal dialogs opened from "My agenda" (agenda-view.ts), which imports this module
// when one of them is first asked for. The share dialog shows the agenda's link in a read-only
// field, "Copy link" and the link's QR code; the subscribe dialog asks once whether the host runs
// the calendar feed and offers its links, or says that it does not and offers the download.
import { copyToClipboard } from "#site/shared/lib/copy-to-clipboard.ts";
import { agendaCode, maximumAgendaSessions } from "./agenda-code.ts";
import { qrCodeSvg } from "./agenda-qr.ts";
import { calendarFeedAvailable, subscriptionLinks } from "./calendar-subscription.ts";
import { agendaLink, sessionCount } from "./shared-agenda.ts";

export interface AgendaDialogOptions {
  /** The session ids of the visitor's agenda. */
  ids: readonly string[];
  /** The button that opened the dialog: it has the focus again once the dialog closes. */
  opener: HTMLElement;
}

export const qrCodeLabel = "QR code of your agenda link";

// A copy in each of the programme's script chunks on purpose: shared, it became a chunk of its own
// on the programme's first load (one more request, +0.2 KB gzip, measured with check:budget).
const element = <K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) => {
  const created = Object.assign(document.createElement(tag), properties);
  created.append(...children);
  return created;
};

/**
 * A modal dialog titled `title`, opened at once: showModal makes the rest of the page inert, keeps
 * the focus inside and closes on Escape. Closing (its Close button, Escape or a click on the
 * backdrop) removes it and gives the focus back to the opener.
 */
function modalDialog(document: Document, id: string, title: string, opener: HTMLElement) {
  const dialog = element(document, "dialog", { className: "agenda-dialog" });
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  const heading = element(
    document,
    "h2",
    { id: `${id}-title`, className: "agenda-dialog__title" },
    title,
  );
  const close = element(
    document,
    "button",
    { type: "button", className: "button agenda-dialog__close" },
    "Close",
  );
  close.addEventListener("click", () => dialog.close());
  const content = element(document, "div", { className: "agenda-dialog__content" });
  dialog.append(
    element(document, "div", { className: "agenda-dialog__header" }, heading, close),
    content,
  );
  // A click whose target is the dialog itself lands on its backdrop (its content fills its box).
  dialog.addEventListener("click", (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) dialog.close();
  });
  dialog.addEventListener("close", () => {
    dialog.remove();
    opener.focus();
  });
  document.body.append(dialog);
  return { dialog, content };
}

/** A read-only field with its label and a copy button that says in a status what happened. */
function copyField(
  document: Document,
  {
    id,
    label,
    value,
    button,
    copied,
  }: { id: string; label: string; value: string; button: string; copied: string },
) {
  const field = document.createElement("input");
  Object.assign(field, { id, type: "text", readOnly: true, value, spellcheck: false });
  field.className = "agenda-dialog__field";
  const copy = element(document, "button", { type: "button", className: "button" }, button);
  const status = element(document, "p", { className: "agenda-dialog__status" });
  status.setAttribute("role", "status");
  copy.addEventListener("click", () => {
    void copyToClipboard(value).then((result) => {
      if (result.ok) {
        status.textContent = copied;
        return;
      }
      // The text is selected instead, ready for the keyboard's or the menu's copy.
      field.focus();
      field.select();
      status.textContent =
        "Your browser did not let the site copy it: it is selected, ready for you to copy.";
    });
  });
  // A click in the field selects the whole link.
  field.addEventListener("focus", () => field.select());
  const fieldLabel = document.createElement("label");
  fieldLabel.htmlFor = id;
  fieldLabel.textContent = label;
  const parts: HTMLElement[] = [
    fieldLabel,
    element(document, "div", { className: "agenda-dialog__copy" }, field, copy),
    status,
  ];
  return { parts, field };
}

/** The share dialog: the agenda's link, "Copy link" and its QR code. */
export async function openShareDialog(
  document: Document,
  window: Window,
  { ids, opener }: AgendaDialogOptions,
): Promise<HTMLDialogElement> {
  const { dialog, content } = modalDialog(
    document,
    "share-agenda",
    "Share or move my agenda",
    opener,
  );
  if (ids.length > maximumAgendaSessions) {
    content.append(
      element(
        document,
        "p",
        {},
        `A link carries at most ${maximumAgendaSessions} sessions and your agenda has ${ids.length}. Download it as a calendar file instead.`,
      ),
    );
    dialog.showModal();
    return dialog;
  }
  const link = agendaLink(window.location.origin, await agendaCode(ids));
  const { parts, field } = copyField(document, {
    id: "share-agenda-link",
    label: "Link to your agenda",
    value: link,
    button: "Copy link",
    copied: "Link copied.",
  });
  const qr = element(
    document,
    "figure",
    { className: "agenda-dialog__qr" },
    qrCodeSvg(document, link, { label: qrCodeLabel, size: 224 }),
    element(document, "figcaption", {}, "Scan it with the other device's camera."),
  );
  content.append(
    element(
      document,
      "p",
      {},
      `Open this link on another device, or send it to someone: it shows your ${sessionCount(ids.length)} there, to add to that browser's agenda. The link holds only which sessions you chose; this site keeps no copy.`,
    ),
    ...parts,
    qr,
  );
  dialog.showModal();
  // The field, first: a keyboard user can copy it at once.
  field.focus();
  return dialog;
}

/** The answer of the feed's probe, asked once a page (a page has one `fetch`). */
const feedProbes = new WeakMap<typeof fetch, Promise<boolean>>();

/** The subscribe dialog: the feed's links where the host runs it, else the download. */
export async function openSubscribeDialog(
  document: Document,
  window: Window,
  { ids, opener, download }: AgendaDialogOptions & { download(): void },
): Promise<HTMLDialogElement> {
  const { dialog, content } = modalDialog(
    document,
    "subscribe-agenda",
    "Subscribe in your calendar",
    opener,
  );
  const status = element(document, "p", {}, "Checking whether this site can serve a calendar...");
  status.setAttribute("role", "status");
  const body = element(document, "div", { className: "agenda-dialog__content" });
  content.append(status, body);
  dialog.showModal();
  // Asked once a page, when the visitor first opens this dialog.
  const { fetch } = window;
  const probe = feedProbes.get(fetch) ?? calendarFeedAvailable(fetch.bind(window));
  feedProbes.set(fetch, probe);
  const available = ids.length <= maximumAgendaSessions && (await probe);
  if (!dialog.isConnected) return dialog;
  if (!available) {
    const button = element(
      document,
      "button",
      { type: "button", className: "button button--primary" },
      "Download my agenda (.ics)",
    );
    button.addEventListener("click", download);
    status.textContent =
      ids.length > maximumAgendaSessions
        ? `A subscription carries at most ${maximumAgendaSessions} sessions and your agenda has ${ids.length}; download the file instead.`
        : "Subscribing needs a host that runs the site's calendar function; download the file instead.";
    body.replaceChildren(element(document, "p", {}, button));
    return dialog;
  }
  const links = subscriptionLinks(window.location, await agendaCode(ids));
  const subscribe = element(
    document,
    "a",
    { href: links.webcal, className: "button button--primary" },
    "Subscribe in my calendar app",
  );
  const { parts } = copyField(document, {
    id: "subscribe-agenda-address",
    label: "Calendar address, for a calendar that asks for one",
    value: links.web,
    button: "Copy address",
    copied: "Address copied.",
  });
  status.textContent = `Your calendar can follow your agenda's ${sessionCount(ids.length)}.`;
  body.replaceChildren(
    element(
      document,
      "p",
      {},
      "The subscription holds the sessions of your agenda as it is now: after you change your agenda, subscribe again.",
    ),
    element(document, "p", {}, subscribe),
    ...parts,
  );
  return dialog;
}

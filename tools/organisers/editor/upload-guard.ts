// Browser code for the content editor (/admin): Decap CMS uploads whatever file is chosen in its
// media library, into public/images/, which the site publishes under its own origin. This refuses
// a file that the content check would refuse (content/checks/media-types.ts: the site's image
// types, checked by their bytes, and SVG that holds drawing only) before Decap sees it, and offers
// only those types in the file picker. editor-site.ts builds it into a classic script
// (upload-guard.js, global QuillmereUploadGuard); start-editor.js calls guardUploads before Decap
// starts. The build's content check still refuses, by name, any such file that arrives another way.
import {
  mediaFileProblem,
  mediaFormatList,
  mediaFormats,
} from "../../../content/checks/media-types.ts";

/** The file picker's `accept`: the site's image types by extension. */
export const acceptedTypes = [...mediaFormats.keys()].map((extension) => `.${extension}`).join(",");

/** Each chosen file that may not be uploaded, with why. */
export async function uploadProblems(files: readonly File[]): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    const problem = mediaFileProblem(file.name, new Uint8Array(await file.arrayBuffer()));
    if (problem) problems.push(`${file.name}: ${problem}`);
  }
  return problems;
}

/** What the organiser reads when a file is refused. */
export function refusalMessage(problems: readonly string[]): string {
  return [
    problems.length === 1 ? "This file cannot be uploaded:" : "These files cannot be uploaded:",
    ...problems.map((problem) => `- ${problem}`),
    "",
    `The site publishes ${mediaFormatList} images only, and SVG files with drawing only (no script, links or embedded files).`,
  ].join("\n");
}

/**
 * Checks every file chosen in a file input of the page before the editor's own handler gets it:
 * the `change` event is held in the capture phase at the window (before React, which listens at
 * its root), the files are checked, and the event is sent again only when all may be uploaded.
 */
export function guardUploads(target: Window & typeof globalThis) {
  const released = new WeakSet<Event>();
  target.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof target.HTMLInputElement) || input.type !== "file") return;
      if (released.has(event)) return;
      event.stopImmediatePropagation();
      const files = [...(input.files ?? [])];
      void uploadProblems(files).then((problems) => {
        if (problems.length > 0) {
          input.value = "";
          target.alert(refusalMessage(problems));
          return;
        }
        const again = new target.Event("change", { bubbles: true });
        released.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
  // The picker shows the site's image types (a hint only: the check above decides).
  const offerImageTypes = () => {
    for (const input of target.document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      if (input.accept !== acceptedTypes) input.accept = acceptedTypes;
    }
  };
  new target.MutationObserver(offerImageTypes).observe(target.document, {
    childList: true,
    subtree: true,
  });
}

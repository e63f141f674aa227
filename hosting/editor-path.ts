// Where the content editor lives (docs/decisions/017-editor-in-the-browser.md). A module of its
// own, without Node imports, because the service worker's rules use it too.

/** The editor's page: /admin (served from /admin/index.html) and its files under /admin/. */
export const editorPath = "/admin";

/** Whether a site path is the editor's page or one of its files. */
export function isEditorPath(sitePath: string): boolean {
  return sitePath === editorPath || sitePath.startsWith(`${editorPath}/`);
}

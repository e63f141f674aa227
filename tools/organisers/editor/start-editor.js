// The content editor's last script: registers the editor's own widgets (editor-widgets.js) and
// the check of uploads (upload-guard.js: only the site's image types), then starts Decap CMS with
// /admin/config.yml (the <link rel="cms-config-url"> of the page). A file, not an inline script,
// so that the editor's Content-Security-Policy needs no hash.
/* global window */
const cms = window.DecapCmsApp;
const app = cms.init ? cms : cms.default;
window.QuillmereEditorWidgets.registerEditorWidgets(app, window.React);
window.QuillmereUploadGuard.guardUploads(window);
app.init();

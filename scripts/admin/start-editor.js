// The content editor's last script: starts Decap CMS with /admin/config.yml (the
// <link rel="cms-config-url"> of the page). A file, not an inline script, so that the editor's
// Content-Security-Policy needs no hash.
/* global window */
const cms = window.DecapCmsApp;
(cms.init ? cms : cms.default).init();

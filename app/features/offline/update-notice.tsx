import "./update-notice.css";

/**
 * Where the page script (app/page-script/update-notice.ts) offers a new deploy. The live region is
 * always in the page, empty, so that screen readers announce the message when it appears.
 */
export function UpdateNoticeRegion() {
  return <div role="status" className="update-notice" />;
}

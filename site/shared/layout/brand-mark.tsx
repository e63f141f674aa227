// The summit's mark in the header, drawn inline: it paints with the HTML and costs no request. As
// an <img> it was fetched twice on every page load: by the page (with the preload React adds for
// it) and by the browser for the tab icon, and both requests came before the first paint
// (issue 20). The tab icon is now the file itself as a data: URL in the page
// (site/page-data/tab-icon.ts), so no page asks for the logo. brand-mark.test.tsx checks that
// this drawing is the logo file's.

/** The logo file this component draws (settings.defaultImage and the tab icon name it). */
export const brandMarkFile = "/images/logo/quillmere-logo.svg";

/** Decorative: the link around it is named by the summit's name next to it. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#000" />
      <circle cx="30" cy="30" r="17" fill="none" stroke="#c8f560" strokeWidth="7" />
      <path d="M36 36 L52 52" stroke="#c8f560" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}

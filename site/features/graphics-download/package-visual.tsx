import "#site/shared/ui/kind-badge.css";

/** Stands in for a preview on a package (zip): the "Multiple Files" icon and the "Package" badge. */
export function PackageVisual() {
  return (
    <div className="graphic-preview graphic-preview--package">
      <svg
        className="package-icon"
        viewBox="0 0 48 48"
        width="64"
        height="64"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="14"
          y="4"
          width="26"
          height="32"
          rx="3"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <rect
          x="8"
          y="10"
          width="26"
          height="32"
          rx="3"
          fill="var(--color-paper)"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M14 20h14M14 26h14M14 32h9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="package-icon__label">Multiple Files</span>
      <span className="kind-badge graphic-badge graphic-badge--package">Package</span>
    </div>
  );
}

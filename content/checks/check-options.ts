// Build-only: the options every content check takes (cross-references.ts passes them on).

export interface CheckOptions {
  /** Folder that site paths such as /images/x.webp resolve against; skip file checks when absent. */
  publicDir?: string;
}

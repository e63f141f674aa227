/**
 * A speaker id from the URL: a plain decimal integer without sign, exponent or leading zeros
 * (docs/product/decisions.md §3). Anything else is not an id, so it can never name a speaker by
 * accident: "7abc", "-1", "1e3", "007" and numbers too long to be ids all give null.
 */
export function parseSpeakerId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stablePolicy } from "./csp-policy.ts";

describe("stablePolicy", () => {
  it("replaces the known hashes, sorts each directive's sources and keeps the rest", () => {
    const hashes = new Map([["'sha256-old='", "'stable-names-sha256-same='"]]);
    expect(
      stablePolicy("default-src 'self'; script-src 'self' 'sha256-zzz=' 'sha256-old=';", hashes),
    ).toEqual({
      policy: "default-src 'self'; script-src 'self' 'sha256-zzz=' 'stable-names-sha256-same='",
      replaced: ["'sha256-old='"],
    });
  });

  it("finds a policy with its sources in another order the same", () => {
    const none = new Map<string, string>();
    expect(stablePolicy("img-src https://a 'self'", none).policy).toBe(
      stablePolicy("img-src 'self'  https://a", none).policy,
    );
  });
});

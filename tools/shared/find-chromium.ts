// Finds a Chromium for the end-to-end tests (e2e/harness/run-e2e.ts) and the benches
// (tools/bench/): CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own download.
// As root on Debian it installs Debian's package; otherwise it says exactly what to install. It
// never downloads a browser from anywhere else.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const debianChromium = "/usr/bin/chromium";

function playwrightChromium(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(debianChromium)) return debianChromium;
  return playwrightChromium();
}

function isRootOnDebian(): boolean {
  return process.getuid?.() === 0 && existsSync("/etc/debian_version");
}

export function findOrInstallChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (isRootOnDebian()) {
    console.log(
      "No Chromium found: installing Debian's chromium and fonts-liberation (apt-get)...",
    );
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(debianChromium)) return debianChromium;
  }
  throw new Error(
    [
      "No Chromium found for the end-to-end tests. Do one of these:",
      "  - Debian/Ubuntu: sudo apt-get install -y chromium fonts-liberation",
      "  - any system with Chrome or Chromium: export CHROME_PATH=/path/to/chrome",
      "  - elsewhere: npx playwright install chromium",
    ].join("\n"),
  );
}

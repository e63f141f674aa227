import { expect, test, type Page } from "./support/test.ts";
import { loadPrivateContent } from "../content/checked-content.ts";
import { privateAreaPaths } from "../site/shared/routes/route-manifest.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { keysInIndexedDB, testFixturePassword, unlockPrivateArea } from "./support/private.ts";

const { discounts, ticketAnalytics } = loadPrivateContent();

const privatePaths: readonly string[] = privateAreaPaths;

/** The session entries of the private area: the spec's flag, the session's id, its wrapping key. */
const sessionEntries = (page: Page) =>
  page.evaluate(() => [
    sessionStorage.getItem("isAuthenticated"),
    sessionStorage.getItem("privateAreaSession"),
    sessionStorage.getItem("privateAreaWrappingKey"),
  ]);

/**
 * What the page's IndexedDB holds for the private area: each session's id, the length of its
 * wrapped key, whether it holds any CryptoKey, and whether, unwrapped with this tab's wrapping key
 * from sessionStorage, it really is the key (it decrypts the analytics dataset).
 */
const storedKeys = (page: Page) =>
  page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("quillmere-private-area");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!database.objectStoreNames.contains("session-keys")) {
      database.close();
      return [];
    }
    const records = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const request = database.transaction("session-keys").objectStore("session-keys").getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.close();
    const envelope = await (await fetch("/data/private.json")).json();
    const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const wrappingEntry = sessionStorage.getItem("privateAreaWrappingKey");
    const decryptsWithTabKey = async (wrappedKey: ArrayBuffer) => {
      if (!wrappingEntry) return false;
      try {
        const wrapping = await crypto.subtle.importKey(
          "raw",
          bytes(wrappingEntry),
          "AES-KW",
          false,
          ["unwrapKey"],
        );
        const key = await crypto.subtle.unwrapKey(
          "raw",
          wrappedKey,
          wrapping,
          "AES-KW",
          "AES-GCM",
          false,
          ["decrypt"],
        );
        await crypto.subtle.decrypt(
          {
            name: "AES-GCM",
            iv: bytes(envelope.datasets.analytics.iv),
            additionalData: new TextEncoder().encode("quillmere-private:v1:analytics"),
          },
          key,
          bytes(envelope.datasets.analytics.data),
        );
        return true;
      } catch {
        return false;
      }
    };
    return Promise.all(
      records.map(async (record) => ({
        id: record.id,
        fields: Object.keys(record).sort(),
        wrappedKeyBytes: (record.wrappedKey as ArrayBuffer).byteLength,
        holdsCryptoKey: Object.values(record).some((value) => value instanceof CryptoKey),
        decryptsWithTabKey: await decryptsWithTabKey(record.wrappedKey as ArrayBuffer),
      })),
    );
  });

/**
 * Every Web Storage entry that decrypts the private data: each value is tried as it is, as base64,
 * base64url and hex, as raw AES key bytes and as a JWK.
 */
const keyMaterialInWebStorage = (page: Page) =>
  page.evaluate(async () => {
    const entries = [
      ...Object.entries(sessionStorage).map(([name, value]) => [`sessionStorage.${name}`, value]),
      ...Object.entries(localStorage).map(([name, value]) => [`localStorage.${name}`, value]),
    ];
    const envelope = await (await fetch("/data/private.json")).json();
    const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const decodings = (value: string) => {
      const found: Uint8Array<ArrayBuffer>[] = [new TextEncoder().encode(value)];
      for (const text of [value, value.replace(/-/g, "+").replace(/_/g, "/")]) {
        try {
          found.push(fromBase64(text));
        } catch {
          // Not base64.
        }
      }
      if (/^(?:[0-9a-f]{2})+$/i.test(value))
        found.push(Uint8Array.from(value.match(/../g)!, (pair) => parseInt(pair, 16)));
      return found;
    };
    const decrypts = (key: CryptoKey) =>
      crypto.subtle
        .decrypt(
          {
            name: "AES-GCM",
            iv: fromBase64(envelope.datasets.analytics.iv),
            additionalData: new TextEncoder().encode("quillmere-private:v1:analytics"),
          },
          key,
          fromBase64(envelope.datasets.analytics.data),
        )
        .then(() => true);
    const decrypting: string[] = [];
    for (const [name, value] of entries) {
      const attempts: Promise<boolean>[] = decodings(value!).map((bytes) =>
        crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["decrypt"]).then(decrypts),
      );
      try {
        attempts.push(
          crypto.subtle
            .importKey("jwk", JSON.parse(value!), "AES-GCM", false, ["decrypt"])
            .then(decrypts),
        );
      } catch {
        // Not JSON.
      }
      const results = await Promise.allSettled(attempts);
      if (results.some((attempt) => attempt.status === "fulfilled" && attempt.value))
        decrypting.push(name!);
    }
    return { names: entries.map(([name]) => name), decrypting };
  });

test.describe("private area gate", () => {
  for (const path of privatePaths) {
    test(`${path} is behind the password form and its HTML holds no private data`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain("Checking your access to the private area...");
      expect(html).not.toContain(testFixturePassword);
      for (const entry of discounts.entries) expect(html).not.toContain(entry.code);
      await page.goto(path);
      await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    });
  }

  // Issue 31, point 9: a dataset's ciphertext was as long as its JSON, which confirmed guesses.
  test("every dataset of the served build is padded: its ciphertext is 4 KiB buckets plus the tag", async ({
    request,
  }) => {
    const envelope = (await (await request.get("/data/private.json")).json()) as {
      datasets: Record<string, { iv: string; data: string }>;
    };
    const gcmTag = 16;
    const blobs = Object.entries(envelope.datasets);
    expect(blobs.map(([name]) => name).sort()).toEqual([
      "analytics",
      "discounts",
      "graphics",
      "social",
    ]);
    for (const [name, blob] of blobs) {
      const length = Buffer.from(blob.data, "base64").length;
      expect(length, name).toBeGreaterThan(gcmTag);
      expect((length - gcmTag) % 4096, `${name}: ${length} bytes`).toBe(0);
      expect(Buffer.from(blob.iv, "base64").length, name).toBe(12);
    }
  });

  test("a wrong password shows the message; the right one clears it and unlocks", async ({
    page,
  }) => {
    await page.goto("/private");
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
    await unlockPrivateArea(page);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Private Rooms" })).toBeVisible();
  });

  test("keeps no usable key in Web Storage or in IndexedDB alone: the key is wrapped under the tab's own key", async ({
    page,
  }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    const storage = await page.evaluate(() => ({
      session: Object.fromEntries(Object.entries(sessionStorage)),
      local: localStorage.length,
    }));
    expect(Object.keys(storage.session).sort()).toEqual([
      "isAuthenticated",
      "privateAreaSession",
      "privateAreaWrappingKey",
    ]);
    expect(storage.session.isAuthenticated).toBe("true");
    expect(JSON.stringify(storage.session)).not.toContain(testFixturePassword);
    expect(storage.local).toBe(0);
    // The wrapping key is 32 random bytes: taken as a key, it decrypts none of the private data.
    expect(await keyMaterialInWebStorage(page)).toEqual({
      names: expect.arrayContaining(["sessionStorage.privateAreaWrappingKey"]),
      decrypting: [],
    });
    expect(await keysInIndexedDB(page)).toEqual({
      databases: ["quillmere-private-area"],
      records: 1,
      cryptoKeys: 0,
      usable: 0,
    });
    expect(await storedKeys(page)).toEqual([
      {
        id: storage.session.privateAreaSession,
        fields: ["id", "lastUsed", "wrappedKey"],
        wrappedKeyBytes: 40,
        holdsCryptoKey: false,
        decryptsWithTabKey: true,
      },
    ]);
  });

  test("stays unlocked across a reload and across private pages, without the password", async ({
    page,
  }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    await page.reload();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.getByRole("link", { name: "Ticket Analytics" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ticket Analytics" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // Each private room is a page of its own: opened by its address, it is unlocked too.
    await page.goto("/socialcontent");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
    expect(await storedKeys(page)).toHaveLength(1);
  });

  test("unlocks where IndexedDB is blocked, and says the password will be needed again", async ({
    page,
  }) => {
    // As in a browser whose privacy settings refuse site storage: reading indexedDB throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, "indexedDB", {
        get() {
          throw new DOMException(
            "The user denied permission to access the database.",
            "SecurityError",
          );
        },
      });
    });
    await page.goto("/analytics");
    await unlockPrivateArea(page);
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toBeVisible();
    await expect(page.getByText(/you will need the\s+password again/)).toBeVisible();
    expect(await sessionEntries(page)).toEqual([null, null, null]);
    await page.goto("/socialcontent");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  });

  test("a new tab asks for the password again", async ({ page, context }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    const second = await context.newPage();
    await second.goto("/private");
    await expect(second.getByLabel("Password", { exact: true })).toBeVisible();
  });

  test("a flag, session id and wrapping key forged in sessionStorage show no private data", async ({
    page,
  }) => {
    await page.goto("/analytics");
    await page.evaluate(() => {
      sessionStorage.setItem("isAuthenticated", "true");
      sessionStorage.setItem("privateAreaSession", crypto.randomUUID());
      const wrapping = crypto.getRandomValues(new Uint8Array(32));
      sessionStorage.setItem("privateAreaWrappingKey", btoa(String.fromCharCode(...wrapping)));
    });
    await page.reload();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toHaveCount(0);
    // The form shows while the session is still being looked up; both entries go once it fails.
    await expect.poll(() => sessionEntries(page)).toEqual([null, null, null]);
  });

  test("tampered data gives the same message as a wrong password", async ({ page }) => {
    await page.route("**/data/private.json", async (route) => {
      const envelope = await (await route.fetch()).json();
      const data: string = envelope.datasets.analytics.data;
      envelope.datasets.analytics.data = (data[0] === "A" ? "B" : "A") + data.slice(1);
      await route.fulfill({ json: envelope });
    });
    await page.goto("/private");
    await page.getByLabel("Password", { exact: true }).fill(testFixturePassword);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
  });

  test("logout deletes the wrapped key from IndexedDB, clears storage and the decrypted data, and shows the form", async ({
    page,
  }) => {
    await page.goto("/analytics");
    await unlockPrivateArea(page);
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toBeVisible();
    expect(await storedKeys(page)).toHaveLength(1);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toHaveCount(0);
    await expect.poll(() => sessionEntries(page)).toEqual([null, null, null]);
    await expect.poll(async () => (await keysInIndexedDB(page)).records).toBe(0);
    await page.reload();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await page.goto("/socialcontent");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });
});

test.describe("private pages", () => {
  test("the hub links to the four rooms and says who it is for", async ({ page }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    await expect(page.getByText("For speakers, partners and team members")).toBeVisible();
    const rooms = page.getByRole("region", { name: "Private rooms" });
    for (const [name, href] of [
      ["Social Media Calendar", "/socialcontent"],
      ["Community Discounts", "/communitydiscounts"],
      ["Graphics Download", "/graphicsdownload"],
      ["Ticket Analytics", "/analytics"],
    ]) {
      await expect(rooms.getByRole("link", { name })).toHaveAttribute("href", href!);
    }
    await expect(page.getByRole("heading", { name: "Need help?" })).toBeVisible();
  });

  test("analytics shows the ticket shares as rounded percentages, the organisations and a contact", async ({
    page,
  }) => {
    await page.goto("/analytics");
    await unlockPrivateArea(page);
    const table = page.getByRole("table", { name: "Tickets sold by type" });
    await expect(table.getByRole("row")).toHaveText([
      /Ticket type/,
      /Student\s*51\s*44%/,
      /General\s*40\s*35%/,
      /Researcher\s*24\s*21%/,
    ]);
    await expect(
      page.getByRole("img", { name: /Student 44%, General 35%, Researcher 21%/ }),
    ).toBeVisible();
    await expect(page.locator(".organisation-list li")).toHaveCount(
      ticketAnalytics.organizations.length,
    );
    await expect(page.getByRole("link", { name: /@/ }).last()).toHaveAttribute("href", /^mailto:/);
  });

  for (const path of ["/private", "/analytics"]) {
    test(`${path} has no axe violations locked and unlocked`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel("Password", { exact: true }).fill("wrong");
      await page.getByRole("button", { name: "Unlock" }).click();
      await expect(page.getByRole("alert")).toHaveText(/Incorrect/);
      await expectNoAxeViolations(page);
      await unlockPrivateArea(page);
      await expectNoAxeViolations(page);
    });
  }
});

import { describe, expect, it, vi } from "vitest";
import { agendaCode, agendaKeyIndex, agendaKeysPath } from "./agenda-code.ts";
import {
  agendaAfter,
  agendaLink,
  choiceResult,
  codeOfFragment,
  fetchAgendaKeys,
  isAgendaCode,
  openSharedAgenda,
  sharedAgendaSummary,
  withoutAgendaFragment,
} from "./shared-agenda.ts";

describe("the share link", () => {
  it("carries the code in the fragment of /schedule on the visitor's site", () => {
    expect(agendaLink("https://example.org", "1AbCdEfG")).toBe(
      "https://example.org/schedule#agenda=1AbCdEfG",
    );
  });

  it("is read back from an address's fragment, also among other parameters", async () => {
    const code = await agendaCode(["a", "b"]);
    expect(codeOfFragment(new URL(agendaLink("https://example.org", code)).hash)).toBe(code);
    expect(codeOfFragment(`#x=1&agenda=${code}`)).toBe(code);
    expect(codeOfFragment("#agenda=")).toBe("");
    expect(codeOfFragment("")).toBeNull();
    expect(codeOfFragment("#schedule-day-tuesday")).toBeNull();
  });

  it("leaves the address without its agenda once the choice is made", () => {
    expect(withoutAgendaFragment("https://example.org/schedule?day=2#agenda=1AbCdEfG")).toBe(
      "https://example.org/schedule?day=2",
    );
    expect(withoutAgendaFragment("https://example.org/schedule#x=1&agenda=1AbCdEfG")).toBe(
      "https://example.org/schedule#x=1",
    );
  });
});

describe("opening a shared agenda", () => {
  it("finds the sessions the programme still has and counts those it no longer has", async () => {
    const code = await agendaCode(["kept", "removed", "also-removed", "also-kept"]);
    const index = await agendaKeyIndex(["kept", "also-kept", "added-later"]);
    const shared = openSharedAgenda(code, index);
    expect(shared.valid && new Set(shared.ids)).toEqual(new Set(["kept", "also-kept"]));
    expect(shared.valid && shared.removed).toBe(2);
    expect(sharedAgendaSummary(shared as typeof shared & { valid: true })).toEqual({
      count: "This agenda link has 2 sessions.",
      removed: "2 sessions of this link are no longer in the programme.",
    });
  });

  it("says so when none is left, or the link had none", async () => {
    const index = await agendaKeyIndex(["a"]);
    const gone = openSharedAgenda(await agendaCode(["removed"]), index);
    expect(sharedAgendaSummary(gone as typeof gone & { valid: true })).toEqual({
      count: "None of the sessions of this agenda link are in the programme any more.",
    });
    const empty = openSharedAgenda(await agendaCode([]), index);
    expect(sharedAgendaSummary(empty as typeof empty & { valid: true })).toEqual({
      count: "This agenda link has no sessions.",
    });
  });

  it.each(["", "1AbC", "2AAAAAAA", "1AAAA<>A", "%%%"])("refuses %j as no link", (code) => {
    expect(isAgendaCode(code)).toBe(false);
    expect(openSharedAgenda(code, {})).toEqual({ valid: false });
  });
});

describe("the choice", () => {
  it("adds the shared sessions after the visitor's own, each once", () => {
    expect(agendaAfter("add", ["a", "b"], ["b", "c"])).toEqual(["a", "b", "c"]);
    expect(choiceResult("add", ["a", "b"], ["a", "b", "c"])).toBe(
      "Added 1 session to your agenda (3 sessions in all).",
    );
    expect(choiceResult("add", ["a", "b"], ["a", "b"])).toBe(
      "Your agenda already had these sessions (2 sessions in all).",
    );
  });

  it("or puts them in the place of the visitor's own", () => {
    expect(agendaAfter("replace", ["a", "b"], ["c", "d", "c"])).toEqual(["c", "d"]);
    expect(choiceResult("replace", ["a", "b"], ["c", "d"])).toBe(
      "Your agenda now has the 2 shared sessions.",
    );
  });
});

describe("the published index", () => {
  const answer = (body: unknown, status = 200) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

  it("is fetched from its path and read as key → session id", async () => {
    const fetch = answer({ AbCdEfG: "tue-lunch" });
    const index = await fetchAgendaKeys(fetch);
    expect(fetch).toHaveBeenCalledWith(agendaKeysPath);
    expect(index.AbCdEfG).toBe("tue-lunch");
    // No inherited names: "__proto__" or "constructor" is no session.
    expect(Object.getPrototypeOf(index)).toBeNull();
  });

  it.each([
    ["a failed request", answer({}, 404)],
    ["an array", answer(["tue-lunch"])],
    ["ids that are not text", answer({ AbCdEfG: 7 })],
  ])("rejects %s", async (_, fetch) => {
    await expect(fetchAgendaKeys(fetch)).rejects.toThrow();
  });
});

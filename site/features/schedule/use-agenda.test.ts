import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { keepPagesOffline } from "#site/shared/lib/offline-pages.ts";
import { useAgenda } from "./use-agenda.ts";

vi.mock(import("#site/shared/lib/offline-pages.ts"), async (original) => ({
  ...(await original()),
  keepPagesOffline: vi.fn(async () => {}),
}));

const ids = ["tue-keynote", "wed-panel"];

beforeEach(() => {
  vi.mocked(keepPagesOffline).mockClear();
  localStorage.clear();
});

describe("useAgenda", () => {
  it("has the offline worker keep a session's page when it is starred, not when unstarred", () => {
    const { result } = renderHook(() => useAgenda(ids));
    act(() => result.current.toggle("wed-panel"));
    expect(result.current.starred.has("wed-panel")).toBe(true);
    expect(keepPagesOffline).toHaveBeenCalledExactlyOnceWith(["/sessions/wed-panel"]);
    act(() => result.current.toggle("wed-panel"));
    expect(result.current.starred.has("wed-panel")).toBe(false);
    expect(keepPagesOffline).toHaveBeenCalledTimes(1);
  });
});

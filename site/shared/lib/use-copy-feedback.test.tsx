import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CopyResult } from "./copy-to-clipboard.ts";
import { copiedFeedbackMs, useCopyFeedback, type CopyText } from "./use-copy-feedback.ts";

/** Two copy actions that show their status (and failure) in their names, and the latest copy. */
function CopyActions({ copyText }: { copyText: CopyText }) {
  const { copy, statusOf, failureOf, latest } = useCopyFeedback(copyText);
  return (
    <>
      {["code", "message"].map((key) => (
        <button key={key} type="button" onClick={() => void copy(key, `${key} text`)}>
          {`${key}: ${statusOf(key)}${failureOf(key) ? ` (${failureOf(key)})` : ""}`}
        </button>
      ))}
      <p role="status">{latest ? `latest: ${latest.key}` : "latest: none"}</p>
    </>
  );
}

const button = (name: string) => screen.getByRole("button", { name });

/** Clicks, then lets the copy settle and React re-render. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(button(name));
  });
}

afterEach(() => vi.useRealTimers());

describe("useCopyFeedback", () => {
  it("shows copied on the action copied, resets it after 2 s and leaves the others idle", async () => {
    vi.useFakeTimers();
    const copyText = vi.fn<CopyText>().mockResolvedValue({ ok: true });
    render(<CopyActions copyText={copyText} />);
    await click("code: idle");
    expect(copyText).toHaveBeenCalledWith("code text");
    expect(button("code: copied")).toBeInTheDocument();
    expect(button("message: idle")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("latest: code");
    act(() => vi.advanceTimersByTime(copiedFeedbackMs - 1));
    expect(button("code: copied")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(button("code: idle")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("latest: none");
    expect(copiedFeedbackMs).toBe(2000);
  });

  it("keeps a failure, with its reason, until the next copy", async () => {
    vi.useFakeTimers();
    const results: CopyResult[] = [{ ok: false, failure: "unavailable" }, { ok: true }];
    render(<CopyActions copyText={async () => results.shift()!} />);
    await click("code: idle");
    act(() => vi.advanceTimersByTime(copiedFeedbackMs * 3));
    expect(button("code: failed (unavailable)")).toBeInTheDocument();
    await click("message: idle");
    expect(button("code: idle")).toBeInTheDocument();
    expect(button("message: copied")).toBeInTheDocument();
  });

  it("counts a copier that rejects as a refused copy", async () => {
    render(<CopyActions copyText={() => Promise.reject(new Error("boom"))} />);
    await click("code: idle");
    expect(button("code: failed (refused)")).toBeInTheDocument();
  });

  it("does not let a slower earlier copy overwrite the feedback of a later one", async () => {
    let finishSlow: (result: CopyResult) => void = () => {};
    const copyText = vi
      .fn<CopyText>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishSlow = resolve)))
      .mockResolvedValueOnce({ ok: true });
    render(<CopyActions copyText={copyText} />);
    await click("code: idle");
    await click("message: idle");
    expect(button("message: copied")).toBeInTheDocument();
    await act(async () => finishSlow({ ok: false, failure: "refused" }));
    expect(button("code: idle")).toBeInTheDocument();
    expect(button("message: copied")).toBeInTheDocument();
  });
});

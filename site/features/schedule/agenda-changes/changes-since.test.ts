import { describe, expect, it } from "vitest";
import {
  changeText,
  changesSince,
  isRemoved,
  newestRelease,
  noticeTitle,
  sessionName,
  showChangesAfter,
} from "./changes-since.ts";
import type { Release, SessionChange } from "./releases.ts";

const change = (session: string, kind: SessionChange["kind"], summary: string): SessionChange => ({
  session,
  kind,
  summary,
});
const releases: Release[] = [
  {
    number: 3,
    changes: [
      change("keynote", "moved", "Moved from Tuesday 15:30, Room C to Wednesday 10:00, Room C"),
      change("panel", "cancelled", "Cancelled"),
    ],
  },
  {
    number: 2,
    changes: [
      change("keynote", "moved", "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C"),
      change("keynote", "retitled", "Retitled from “AI” to “AI, again”"),
      change("workshop", "speakers", "Speakers: Ana Ruiz joins"),
    ],
  },
  { number: 1, changes: [change("keynote", "added", "Added")] },
];

describe("showChangesAfter", () => {
  it("shows nothing on a first visit, when nothing was seen yet (or storage is blocked)", () => {
    expect(showChangesAfter(null, null, 3)).toBeNull();
  });

  it("shows the releases after the one seen, and nothing when it is the newest", () => {
    expect(showChangesAfter(1, null, 3)).toBe(1);
    expect(showChangesAfter(3, null, 3)).toBeNull();
    // A release number that went down (a history started again) is not "newer".
    expect(showChangesAfter(5, null, 3)).toBeNull();
  });

  it("shows the same releases again in the visit that showed them, and any newer since", () => {
    // Seen was set to 2 when the visit showed (1, 2]; a reload shows them again.
    expect(showChangesAfter(2, { from: 1, to: 2, dismissed: false }, 2)).toBe(1);
    expect(showChangesAfter(2, { from: 1, to: 2, dismissed: true }, 3)).toBe(1);
  });
});

describe("changesSince", () => {
  it("collects the starred sessions' changes after the release seen, oldest first", () => {
    const changes = changesSince(releases, 1, 3, new Set(["keynote", "panel", "other"]));
    expect([...changes.keys()]).toEqual(["keynote", "panel"]);
    expect(changes.get("keynote")!.map((each) => each.kind)).toEqual([
      "moved",
      "retitled",
      "moved",
    ]);
    expect(changeText(changes.get("keynote")!)).toBe(
      "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C; Retitled from “AI” to “AI, again”; Moved from Tuesday 15:30, Room C to Wednesday 10:00, Room C",
    );
  });

  it("names the event's zone after a move's times, and only after a move's", () => {
    const changes = changesSince(releases, 1, 3, new Set(["keynote", "panel"]));
    expect(changeText(changes.get("keynote")!, "Europe/London")).toMatch(
      /^Moved from Tuesday 14:00, .* Wednesday 10:00, Room C \(Europe\/London time\)$/,
    );
    const notMoved = changes.get("panel")!.filter((change) => change.kind !== "moved");
    expect(notMoved.length).toBeGreaterThan(0);
    expect(changeText(notMoved, "Europe/London")).not.toContain("Europe/London");
  });

  it("leaves out the releases seen and the sessions not starred", () => {
    expect(changesSince(releases, 2, 3, new Set(["workshop"])).size).toBe(0);
    expect([...changesSince(releases, 1, 2, new Set(["workshop", "panel"])).keys()]).toEqual([
      "workshop",
    ]);
    expect(changesSince(releases, 3, 3, new Set(["keynote"])).size).toBe(0);
  });

  it("finds the newest release whatever the file's order", () => {
    expect(newestRelease(releases)).toBe(3);
    expect(newestRelease([...releases].reverse())).toBe(3);
  });
});

describe("the words", () => {
  it("counts the changed sessions in the notice's heading", () => {
    expect(noticeTitle(1)).toBe("1 session in your agenda changed");
    expect(noticeTitle(2)).toBe("2 sessions in your agenda changed");
  });

  it("names a session by its title on the page, else the file's, else its id", () => {
    const removed = [{ ...change("gone", "removed", "Removed"), title: "The gone talk" }];
    expect(sessionName("gone", removed, "On the page")).toBe("On the page");
    expect(sessionName("gone", removed, undefined)).toBe("The gone talk");
    expect(sessionName("gone", [change("gone", "removed", "Removed")], undefined)).toBe("gone");
    expect(isRemoved(removed)).toBe(true);
    expect(isRemoved([change("panel", "cancelled", "Cancelled")])).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { pullRequestBody } from "./pull-request-body.ts";

describe("the daily import's pull request", () => {
  it("lists the release's changes, then the whole report, in a fence no line can close", () => {
    const body = pullRequestBody({
      lines: ["pretalx export, 2 sessions", "a title with ``` in it"],
      releases: [
        {
          number: 4,
          time: "2025-10-20T09:00:00+01:00",
          source: "import https://pretalx.example.org/ev/schedule/export/schedule.json",
          sessions: 2,
          changes: [
            { session: "keynote-k1", title: "Keynote", kind: "cancelled" },
            { session: "panel-p2", title: "Panel", kind: "retitled", from: "A panel", to: "Panel" },
          ],
        },
      ],
    });
    expect(body).toContain(
      [
        "### Release 4: 2 changes",
        "",
        "import https://pretalx.example.org/ev/schedule/export/schedule.json, 2025-10-20T09:00:00+01:00",
        "",
        "- keynote-k1 “Keynote”: Cancelled",
        "- panel-p2 “Panel”: Retitled from “A panel”",
      ].join("\n"),
    );
    expect(body).toContain("````text\npretalx export, 2 sessions\na title with ``` in it\n````");
  });

  it("says when no session changed (a speaker's bio did)", () => {
    expect(pullRequestBody({ lines: ["x"], releases: [] })).toContain(
      "No session was added, cancelled, removed, moved, retitled or given other speakers.",
    );
  });
});

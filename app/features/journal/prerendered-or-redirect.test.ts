import { describe, expect, it } from "vitest";
import { prerenderedOrRedirect } from "./prerendered-or-redirect.ts";

/** The shape React Router gives a failed data request (an ErrorResponse). */
const errorResponse = (status: number) => ({
  status,
  statusText: status === 404 ? "Not Found" : "Server Error",
  internal: true,
  data: "",
});

const requestFor = (pathname: string) => new Request(new URL(pathname, window.location.origin));

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("prerenderedOrRedirect", () => {
  it("returns the prerendered data when there is some", async () => {
    await expect(
      prerenderedOrRedirect(async () => ({ slug: "a" }), "/community", requestFor("/community/a")),
    ).resolves.toEqual({ slug: "a" });
  });

  it("replaces the history entry of an unknown URL the visitor landed on", async () => {
    window.history.replaceState(null, "", "/community/unknown-slug");
    const thrown = await rejection(
      prerenderedOrRedirect(
        () => Promise.reject(errorResponse(404)),
        "/community",
        requestFor("/community/unknown-slug"),
      ),
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/community");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("pushes the redirect during an in-app navigation, keeping the page the visitor came from", async () => {
    window.history.replaceState(null, "", "/sideevents");
    const thrown = (await rejection(
      prerenderedOrRedirect(
        () => Promise.reject(errorResponse(404)),
        "/community",
        requestFor("/contributor/nobody"),
      ),
    )) as Response;
    expect(thrown.headers.get("Location")).toBe("/community");
    expect(thrown.headers.get("X-Remix-Replace")).toBeNull();
  });

  it("lets any other failure through", async () => {
    const offline = new TypeError("Failed to fetch");
    await expect(
      prerenderedOrRedirect(
        () => Promise.reject(offline),
        "/community",
        requestFor("/community/a"),
      ),
    ).rejects.toBe(offline);
    const serverError = errorResponse(500);
    await expect(
      prerenderedOrRedirect(
        () => Promise.reject(serverError),
        "/community",
        requestFor("/community/a"),
      ),
    ).rejects.toBe(serverError);
  });
});

import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { routeEntries } from "./shared/routes/route-manifest.ts";

describe("app/routes.ts", () => {
  it("registers exactly the route manifest, in its order, the home page as the index", () => {
    expect(routes.map((route) => [route.index ? "/" : `/${route.path}`, route.file])).toEqual(
      routeEntries.map((route) => [route.path === "*" ? "/*" : route.path, route.file]),
    );
    expect(routes.filter((route) => route.index).map((route) => route.file)).toEqual([
      "routes/home.tsx",
    ]);
  });
});

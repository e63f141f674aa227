import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeEntries } from "./shared/routes/route-manifest.ts";

// Every route of the manifest (app/shared/routes/route-manifest.ts), in its order: route() takes
// an address without its leading slash, and the home page is the index route.
export default routeEntries.map((entry) =>
  entry.path === "/" ? index(entry.file) : route(entry.path.replace(/^\//, ""), entry.file),
) satisfies RouteConfig;

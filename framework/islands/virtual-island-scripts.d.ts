// The islands' entry URLs by name, from framework/build/islands-plugin.ts.
declare module "virtual:island-scripts" {
  const urls: Record<string, string>;
  export default urls;
}

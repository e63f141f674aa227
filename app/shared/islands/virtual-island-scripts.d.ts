// Each island's entry URL and the chunks it imports, by name, from scripts/islands/islands-plugin.ts.
declare module "virtual:island-scripts" {
  const scripts: Record<string, { src: string; staticImports: string[] }>;
  export default scripts;
}

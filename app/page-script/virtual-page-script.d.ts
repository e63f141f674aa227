// The page script's URL, from scripts/page-script/page-script-plugin.ts.
declare module "virtual:page-script" {
  const url: string;
  export default url;
}

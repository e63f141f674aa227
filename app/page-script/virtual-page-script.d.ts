// The page script's URL, from framework/build/page-script-plugin.ts.
declare module "virtual:page-script" {
  const url: string;
  export default url;
}

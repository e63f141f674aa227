// The editor's React (tools/organisers/editor/react-globals.ts): React and ReactDOM 19.2.0 under
// other names, typed as the project's React.
declare module "react-for-editor" {
  export * from "react";
}
declare module "react-dom-for-editor" {
  export * from "react-dom";
}

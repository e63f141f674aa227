// The content editor's first script: Decap CMS's browser bundle (decap-cms-app) expects React
// and ReactDOM as globals, and React 19 ships no browser bundle of its own. Built by
// tools/organisers/editor/editor-site.ts. The bundle carries its own copy of react-dom's client,
// which refuses any other React version than its own (React error #527): hence React at exactly
// that version, installed under another name (package.json, react-for-editor and
// react-dom-for-editor).
import * as React from "react-for-editor";
import * as ReactDOM from "react-dom-for-editor";

Object.assign(window, { React, ReactDOM });

// Build-only: starts a prerendered page's JavaScript after its first paint instead of before it.
//
// React Router writes a <link rel="modulepreload"> per chunk into <head> and an inline module
// script that imports the route modules and then the client entry. The browser fetches all of that
// (about 125 KB gzip) at high priority as soon as it reads the <head>, and on a slow phone network
// the text of the page waits behind it: Lighthouse's mobile run put every page's Largest Contentful
// Paint at 2.0-2.2 s, the JavaScript counted as part of the critical path. A prerendered page needs
// no JavaScript to be read, so the page is painted first and hydrated right after: the preloads
// move into the inline script, which waits for the first frame, then adds them (all chunks still
// download in parallel) and imports the modules exactly as before.

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/;
const sideEffectImport = /^import "([^"]+)";$/;

interface BootImports {
  /** One entry per static import: the binding (null for a side-effect import) and the URL. */
  imports: { name: string | null; url: string }[];
  /** Everything after the static imports, unchanged. */
  rest: string;
}

function splitBootScript(script: string): BootImports {
  const lines = script.split("\n");
  const imports: BootImports["imports"] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index]!.trim();
    const namespace = namespaceImport.exec(line);
    const sideEffect = sideEffectImport.exec(line);
    if (namespace) imports.push({ name: namespace[1]!, url: namespace[2]! });
    else if (sideEffect) imports.push({ name: null, url: sideEffect[1]! });
    else break;
  }
  const rest = lines.slice(index).join("\n").trim();
  if (imports.length === 0 || /^\s*import\s/m.test(rest) || !rest.includes("import(")) {
    throw new Error(
      "React Router's boot script has a shape this build step does not know (scripts/performance/defer-scripts.ts):\n" +
        script,
    );
  }
  return { imports, rest };
}

/** The boot script rewritten to wait for the first paint, then preload and import as before. */
function deferredBootScript(script: string, preloads: readonly string[]): string {
  const { imports, rest } = splitBootScript(script);
  const names = imports.map((entry) => entry.name ?? "").join(", ");
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.url)})`).join(", ");
  return [
    "new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))).then(() => {",
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  return Promise.all([${loads}]);`,
    `}).then(([${names}]) => {`,
    rest,
    "});",
  ].join("\n");
}

/** The page with its module preloads and boot script deferred until after the first paint. */
export function deferScriptsUntilPainted(html: string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const boots = [...html.matchAll(bootScript)];
  if (boots.length === 0) return html;
  if (boots.length > 1) throw new Error("A page has more than one React Router boot script.");
  return html
    .replace(modulePreload, "")
    .replace(
      bootScript,
      (_script, body: string) =>
        `<script type="module" async="">${deferredBootScript(body, preloads)}</script>`,
    );
}

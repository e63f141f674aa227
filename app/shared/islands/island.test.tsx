import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe("<Island>", () => {
  it("renders the component in its element, which names its entry, and its props as JSON", () => {
    const html = renderToStaticMarkup(
      <Island name="schedule" component={Greeting} props={{ name: "Ada </script>" }} />,
    );
    expect(html).toMatch(
      /^<div data-island="schedule" data-island-src="[^"]*island-entry\/schedule" class="island"><p>Hello, Ada &lt;\/script&gt;<\/p><\/div>/,
    );
    expect(html).toMatch(
      /<script type="application\/json" data-island-props="schedule">\{"name":"Ada \\u003c\/script>"\}<\/script>$/,
    );
  });

  it("fails the build for an island that app/islands does not have", () => {
    expect(() =>
      renderToStaticMarkup(<Island name="programme" component={Greeting} props={{ name: "" }} />),
    ).toThrow('There is no island "programme": app/islands/programme.tsx is missing.');
  });
});

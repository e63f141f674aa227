import { useId } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { Island } from "./island.tsx";

function Greeting({ name }: { name: string }) {
  const id = useId();
  return <p id={id}>Hello, {name}</p>;
}

/** The page as the build prerenders it: the island somewhere deep in the page's tree. */
async function prerenderPage(island: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <main>
      <h1>Schedule</h1>
      <section>{island}</section>
    </main>,
  );
  return new Response(prelude).text();
}

describe("<Island>", () => {
  it("renders the component in its element, which names its entry, and its props as JSON", async () => {
    const html = await prerenderPage(
      <Island name="schedule" component={Greeting} props={{ name: "Ada </script>" }} />,
    );
    expect(html).toMatch(
      /<div data-island="schedule" data-island-src="[^"]*island-entry\/schedule" class="island"><p id="[^"]+">Hello, <!-- -->Ada &lt;\/script&gt;<\/p><\/div>/,
    );
    expect(html).toContain(
      '<script type="application/json" data-island-props="schedule">{"name":"Ada \\u003c/script>"}</script>',
    );
  });

  it("numbers useId() as a tree of its own, as the browser hydrates it, apart from the page's ids", async () => {
    const inPage = await prerenderPage(
      <Island name="schedule" component={Greeting} props={{ name: "Ada" }} />,
    );
    const alone = await prerenderPage(
      <div>
        <Island name="schedule" component={Greeting} props={{ name: "Ada" }} />
      </div>,
    );
    const idOf = (html: string) => /<p id="([^"]+)"/.exec(html)![1];
    expect(idOf(inPage)).toMatch(/^_schedule-/);
    expect(idOf(inPage)).toBe(idOf(alone));
  });

  it("fails the build for an island that app/islands does not have", async () => {
    await expect(
      prerenderPage(<Island name="programme" component={Greeting} props={{ name: "" }} />),
    ).rejects.toThrow('There is no island "programme": app/islands/programme.tsx is missing.');
  });
});

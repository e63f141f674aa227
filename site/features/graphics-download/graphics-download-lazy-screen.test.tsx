import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { PrivateKeyContext } from "#site/shared/private-area/private-data-context.ts";
import { GraphicsDownloadLazyScreen, loadingMessage } from "./graphics-download-lazy-screen.tsx";
import { testCatalogue } from "./test-catalogue.ts";
import { testKey } from "./test-private-files.ts";

let key: CryptoKey;
beforeAll(async () => {
  key = await testKey();
});

describe("GraphicsDownloadLazyScreen", () => {
  it("says it is loading, then shows the graphics once the code has arrived", async () => {
    render(
      <PrivateKeyContext.Provider value={key}>
        <GraphicsDownloadLazyScreen graphics={testCatalogue} />
      </PrivateKeyContext.Provider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(loadingMessage);
    expect(await screen.findByText("Tab: speakers · 3 items · 3 shown")).toBeInTheDocument();
    expect(screen.queryByText(loadingMessage)).toBeNull();
  });

  it("says what is wrong when the catalogue cannot be shown", async () => {
    render(<GraphicsDownloadLazyScreen graphics={{ ...testCatalogue, speakers: null }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The graphics could not be shown: the catalogue has no list of speakers.",
    );
  });
});

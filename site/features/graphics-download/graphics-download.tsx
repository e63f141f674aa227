import { useCallback, useId, useMemo, useState } from "react";
import type { GraphicItem, GraphicsCatalogue, GraphicsKind } from "#content/schema/private.ts";
import { settings } from "#content/settings.yml";
import { TabList, TabPanel, type TabItem } from "#site/shared/ui/tabs.tsx";
import { usePrivateKey } from "#site/shared/private-area/private-data-context.ts";
import { BulkDownloadCard } from "./bulk-download-card.tsx";
import { downloadPrivateFile } from "./download-private-file.ts";
import { DownloadStatus, type DownloadState } from "./download-status.tsx";
import { GraphicCard } from "./graphic-card.tsx";
import {
  debugLine,
  defaultTabId,
  graphicsTabs,
  irlTab,
  searchPlaceholder,
  type GraphicsTab,
} from "./graphics-tabs.ts";
import { PreviewDialog } from "./preview-dialog.tsx";
import { searchGraphics } from "./search-graphics.ts";
import { UpdateInformationCard } from "./update-information-card.tsx";
import { UsageGuide } from "./usage-guide.tsx";
import "#site/shared/ui/no-results.css";
import "./graphics-download.css";

export interface GraphicsDownloadProps {
  catalogue: GraphicsCatalogue;
  /**
   * Saves a file: fetches it, decrypts it with the session's key and downloads it through a
   * temporary link, unless a test passes another.
   */
  download?: (path: string, filename: string) => Promise<void> | void;
}

export const emptyMessage = "No graphics found matching your search.";

const idPrefix = "graphics";

const tabItems: readonly TabItem[] = [
  ...graphicsTabs.map((tab) => ({ id: tab.id, label: tab.label })),
  irlTab,
];

interface Preview {
  item: GraphicItem;
  kind: GraphicsKind;
  /** The Preview button that opened it, focused again when it closes. */
  trigger: HTMLElement;
}

/** The /graphicsdownload page body: tabs, search, the graphics, download-all and the guide. */
export function GraphicsDownload({ catalogue, download }: GraphicsDownloadProps) {
  const key = usePrivateKey();
  const [tabId, setTabId] = useState<string>(defaultTabId);
  const [query, setQuery] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [downloading, setDownloading] = useState<DownloadState | null>(null);

  const onDownload = useCallback(
    (item: GraphicItem) => {
      const { path, filename } = item;
      setDownloading({ filename, failed: false });
      // An async function runs up to its first await at once: the download starts in this click.
      const save = async () =>
        download ? download(path, filename) : downloadPrivateFile(key, path, filename);
      save().then(
        () => setDownloading((state) => (state?.filename === filename ? null : state)),
        (error: unknown) => {
          console.error(error);
          setDownloading({ filename, failed: true });
        },
      );
    },
    [download, key],
  );
  const closePreview = useCallback(() => setPreview(null), []);

  return (
    <>
      <section className="container section graphics-download" aria-label="Graphics">
        <TabList
          label="Graphics"
          items={tabItems}
          selectedId={tabId}
          onSelect={setTabId}
          idPrefix={idPrefix}
          className="graphics-tabs"
        />
        {graphicsTabs.map((tab) => (
          <TabPanel key={tab.id} idPrefix={idPrefix} id={tab.id} hidden={tab.id !== tabId}>
            {tab.id === tabId ? (
              <GraphicsPanel
                tab={tab}
                items={catalogue[tab.kind]}
                packageItem={catalogue.packages[tab.kind]}
                query={query}
                onQueryChange={setQuery}
                onDownload={onDownload}
                onPreview={(item, trigger) => setPreview({ item, kind: tab.kind, trigger })}
              />
            ) : null}
          </TabPanel>
        ))}
        <TabPanel idPrefix={idPrefix} id={irlTab.id} hidden>
          <p>IRL posters are coming soon.</p>
        </TabPanel>
      </section>
      <div className="container graphics-usage-wrap">
        <UsageGuide />
      </div>
      {/* With the preview open the rest of the page is inert: the dialog shows the status then. */}
      {preview ? (
        <PreviewDialog
          key={preview.item.path}
          item={preview.item}
          kind={preview.kind}
          returnFocusTo={preview.trigger}
          onDownload={onDownload}
          onClose={closePreview}
          downloadStatus={<DownloadStatus state={downloading} inline />}
        />
      ) : (
        <DownloadStatus state={downloading} />
      )}
    </>
  );
}

interface GraphicsPanelProps {
  tab: GraphicsTab;
  items: readonly GraphicItem[];
  packageItem: GraphicItem;
  query: string;
  onQueryChange: (query: string) => void;
  onDownload: (item: GraphicItem) => void;
  onPreview: (item: GraphicItem, trigger: HTMLButtonElement) => void;
}

function GraphicsPanel({
  tab,
  items,
  packageItem,
  query,
  onQueryChange,
  onDownload,
  onPreview,
}: GraphicsPanelProps) {
  const id = useId();
  const shown = useMemo(() => searchGraphics(items, query), [items, query]);
  return (
    <>
      <h2 className="visually-hidden">{tab.label}</h2>
      <form
        role="search"
        aria-label={`Search ${tab.noun}`}
        className="graphics-search"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-search`} className="graphics-search__label">
          Search
        </label>
        <input
          id={`${id}-search`}
          className="graphics-search__input"
          type="search"
          name="q"
          placeholder={searchPlaceholder(tab)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </form>
      <p className="graphics-debug" role="status">
        {debugLine(tab.id, items.length, shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className="no-results graphics-empty">{emptyMessage}</p>
      ) : (
        <ul className="graphics-grid" data-kind={tab.kind}>
          {shown.map((item) => (
            <GraphicCard
              key={item.path}
              item={item}
              kind={tab.kind}
              onDownload={onDownload}
              onPreview={onPreview}
            />
          ))}
        </ul>
      )}
      <div className="graphics-side-cards">
        <BulkDownloadCard
          heading={tab.bulkHeading}
          item={packageItem}
          count={items.length}
          noun={tab.noun}
          onDownload={onDownload}
        />
        {tab.id === "speakers" ? (
          <UpdateInformationCard formUrl={settings.speakerInformationFormUrl} />
        ) : null}
      </div>
    </>
  );
}

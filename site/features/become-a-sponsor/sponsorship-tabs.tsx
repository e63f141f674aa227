import type { ReactNode } from "react";
import type { SponsorshipOffer } from "#content/schema/organisation.ts";
import { TabList, TabPanel, type TabItem } from "#site/shared/ui/tabs.tsx";
import { BenefitsPanel } from "./benefits-panel.tsx";
import { OverviewPanel } from "./overview-panel.tsx";
import { TiersPanel } from "./tiers-panel.tsx";
import { WhoAttendsPanel } from "./who-attends-panel.tsx";
import "./become-a-sponsor.css";

type SponsorshipTabId = "overview" | "who-attends" | "benefits" | "tiers";

const tabs: readonly (TabItem & { id: SponsorshipTabId })[] = [
  { id: "overview", label: "Overview" },
  { id: "who-attends", label: "Who Attends" },
  { id: "benefits", label: "Benefits" },
  { id: "tiers", label: "Sponsorship Tiers" },
];

const idPrefix = "sponsorship";

const noScriptStyles =
  ".sponsorship-tabs .tablist { display: none; } .sponsorship-tabs > [hidden] { display: block; }";

/**
 * Overview is selected first (docs/product/specification.md §4); the page script switches tabs (the
 * page does not hydrate).
 */
const firstTabId: SponsorshipTabId = "overview";

export interface SponsorshipTabsProps {
  offer: Pick<SponsorshipOffer, "overview" | "whoAttends" | "benefits" | "tiers">;
}

/**
 * Overview, Who Attends, Benefits and Sponsorship Tiers (Overview first,
 * docs/product/specification.md §4). Every panel is in the page, the unselected ones hidden, so
 * each tab's aria-controls points at a real element and the prerendered HTML carries the whole
 * offer.
 */
export function SponsorshipTabs({ offer }: SponsorshipTabsProps) {
  const panels: Record<SponsorshipTabId, ReactNode> = {
    overview: <OverviewPanel overview={offer.overview} />,
    "who-attends": <WhoAttendsPanel whoAttends={offer.whoAttends} />,
    benefits: <BenefitsPanel benefits={offer.benefits} />,
    tiers: <TiersPanel tiers={offer.tiers} />,
  };
  return (
    <div className="sponsorship-tabs">
      {/* Without JavaScript the tabs cannot switch, so show every panel one after another. */}
      <noscript>
        <style>{noScriptStyles}</style>
      </noscript>
      <TabList label="Sponsorship offer" items={tabs} selectedId={firstTabId} idPrefix={idPrefix} />
      {tabs.map((tab) => (
        <TabPanel key={tab.id} idPrefix={idPrefix} id={tab.id} hidden={tab.id !== firstTabId}>
          {panels[tab.id]}
        </TabPanel>
      ))}
    </div>
  );
}

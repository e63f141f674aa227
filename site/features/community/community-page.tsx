import { PageHeader } from "#site/shared/ui/page-header.tsx";
import { CommunityAbout } from "./community-about.tsx";
import { CommunityBrowser } from "./community-browser.tsx";
import type { CommunityPageData } from "./community-view.ts";

export interface CommunityPageProps {
  intro: { heading: string; tagline: string; about: readonly string[] };
  journal: CommunityPageData;
}

/**
 * The journal's whole page (/community): its header, the category switch with the articles and
 * the people, and the About section. No island: the page script switches the categories.
 */
export function CommunityPage({ intro, journal }: CommunityPageProps) {
  return (
    <>
      <PageHeader title={intro.heading}>
        <p>{intro.tagline}</p>
      </PageHeader>
      <div className="container section">
        <CommunityBrowser {...journal} />
      </div>
      <CommunityAbout heading="About the Journal" paragraphs={intro.about} />
    </>
  );
}

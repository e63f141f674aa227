// A small calendar for the tests of this feature (not the real, private one).
import type { SocialCalendar } from "#content/schema/private.ts";

export const longCopy =
  "Our first keynote speaker: @amara_okafor of @northwall_tech. Amara studies how large models generalise under distribution shift and how to detect deceptive behaviour before deployment, and she advises two national standards bodies on frontier model testing.";

export const testCalendar: SocialCalendar = {
  posts: [
    {
      Date: "Wed 10 Sep 2025",
      Platform: "LinkedIn",
      Theme: "Sponsor spotlight: Brightmoor Labs",
      Copy: "Thank you to @brightmoorlabs, a Gold sponsor, with @kenji_wh, @amara_okafor, @northwall_tech and @mystery_person on the programme. Come and meet the team at stand 3 all week.",
    },
    {
      Date: "Mon 8 Sep 2025",
      Platform: "LinkedIn",
      Theme: "Speaker spotlight: Amara Okafor-Reid",
      Copy: longCopy,
    },
    {
      Date: "Mon 8 Sep 2025",
      Platform: "Twitter",
      Theme: "Panelist spotlight: Noor Haddad",
      Copy: "Panelist: @noorhaddad on the AI x Entrepreneurship panel. Questions welcome (really).",
    },
    {
      Date: "Fri 19 Sep 2025",
      Platform: "Bluesky",
      Theme: "Partner spotlight: Open Weights Guild",
      Copy: "Partner spotlight: @openweightsguild keeps evaluation harnesses running, all by volunteers.",
    },
    {
      Date: "Wed 1 Oct 2025",
      Platform: "Instagram",
      Theme: "Early-bird tickets",
      Copy: "Early-bird tickets are live for the summit: three days, one price, lunch included.",
    },
  ],
  handles: {
    amara_okafor: "Amara Okafor-Reid",
    northwall_tech: "Northwall Institute of Technology",
    brightmoorlabs: "Brightmoor Labs",
    kenji_wh: "Kenji Watanabe-Hale",
    noorhaddad: "Noor Haddad",
    openweightsguild: "Open Weights Guild",
  },
};

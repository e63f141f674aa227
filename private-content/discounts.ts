// PRIVATE: plaintext of the community discount codes. Only the build reads this file; the site
// ships it encrypted (docs/decisions/006-private-area-encryption.md). Codes are the organisation's
// name in capitals, letters and digits only, followed by 20.
import type { Discounts } from "../content/schema/private.ts";

export const discounts: Discounts = {
  percentOff: 20,
  seatsPerOrganisation: 20,
  messageTemplate:
    "Hi all, as a {type} of the Quillmere AI Summit 2025, {organization} has a community discount: {percentOff}% off general tickets for up to {seats} people with the code {code}. Book here: {url}",
  entries: [
    {
      organization: "Brightmoor Labs",
      code: "BRIGHTMOORLABS20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=BRIGHTMOORLABS20",
      type: "sponsor",
    },
    {
      organization: "Hollowcrest Compute",
      code: "HOLLOWCRESTCOMPUTE20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=HOLLOWCRESTCOMPUTE20",
      type: "sponsor",
    },
    {
      organization: "Lumenfield AI",
      code: "LUMENFIELDAI20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=LUMENFIELDAI20",
      type: "sponsor",
    },
    {
      organization: "Cinderwick Cloud",
      code: "CINDERWICKCLOUD20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=CINDERWICKCLOUD20",
      type: "sponsor",
    },
    {
      organization: "Vellmount Silicon",
      code: "VELLMOUNTSILICON20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=VELLMOUNTSILICON20",
      type: "sponsor",
    },
    {
      organization: "Tessaray Bio",
      code: "TESSARAYBIO20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=TESSARAYBIO20",
      type: "sponsor",
    },
    {
      organization: "Fathomline AI",
      code: "FATHOMLINEAI20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=FATHOMLINEAI20",
      type: "sponsor",
    },
    {
      organization: "University of Carrowdale",
      code: "UNIVERSITYOFCARROWDALE20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=UNIVERSITYOFCARROWDALE20",
      type: "partner",
    },
    {
      organization: "Northwall Institute of Technology",
      code: "NORTHWALLINSTITUTEOFTECHNOLOGY20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=NORTHWALLINSTITUTEOFTECHNOLOGY20",
      type: "partner",
    },
    {
      organization: "Kellsbridge Polytechnic",
      code: "KELLSBRIDGEPOLYTECHNIC20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=KELLSBRIDGEPOLYTECHNIC20",
      type: "partner",
    },
    {
      organization: "Civicroft Trust",
      code: "CIVICROFTTRUST20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=CIVICROFTTRUST20",
      type: "partner",
    },
    {
      organization: "Harrowgate Centre for Technology Policy",
      code: "HARROWGATECENTREFORTECHNOLOGYPOLICY20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=HARROWGATECENTREFORTECHNOLOGYPOLICY20",
      type: "partner",
    },
    {
      organization: "Kindling Schools Alliance",
      code: "KINDLINGSCHOOLSALLIANCE20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=KINDLINGSCHOOLSALLIANCE20",
      type: "partner",
    },
    {
      organization: "Open Weights Guild",
      code: "OPENWEIGHTSGUILD20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=OPENWEIGHTSGUILD20",
      type: "partner",
    },
    {
      organization: "Wideharbour Learning Network",
      code: "WIDEHARBOURLEARNINGNETWORK20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=WIDEHARBOURLEARNINGNETWORK20",
      type: "speaker",
    },
    {
      organization: "Tidemarsh Institute for Wellbeing",
      code: "TIDEMARSHINSTITUTEFORWELLBEING20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=TIDEMARSHINSTITUTEFORWELLBEING20",
      type: "speaker",
    },
    {
      organization: "Glenmarrow University",
      code: "GLENMARROWUNIVERSITY20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=GLENMARROWUNIVERSITY20",
      type: "speaker",
    },
    {
      organization: "Cobaltline Software",
      code: "COBALTLINESOFTWARE20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=COBALTLINESOFTWARE20",
      type: "speaker",
    },
    {
      organization: "Ashbury College of Medicine",
      code: "ASHBURYCOLLEGEOFMEDICINE20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=ASHBURYCOLLEGEOFMEDICINE20",
      type: "speaker",
    },
    {
      organization: "Wrenfold Robotics",
      code: "WRENFOLDROBOTICS20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=WRENFOLDROBOTICS20",
      type: "speaker",
    },
    {
      organization: "Quarrystone Labs",
      code: "QUARRYSTONELABS20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=QUARRYSTONELABS20",
      type: "speaker",
    },
    {
      organization: "Tallowmere Systems",
      code: "TALLOWMERESYSTEMS20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=TALLOWMERESYSTEMS20",
      type: "speaker",
    },
    {
      organization: "Larkspire Health",
      code: "LARKSPIREHEALTH20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=LARKSPIREHEALTH20",
      type: "speaker",
    },
    {
      organization: "Pellwater Insurance",
      code: "PELLWATERINSURANCE20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=PELLWATERINSURANCE20",
      type: "speaker",
    },
    {
      organization: "Verdmoor Mutual Group",
      code: "VERDMOORMUTUALGROUP20",
      url: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025?code=VERDMOORMUTUALGROUP20",
      type: "speaker",
    },
  ],
};

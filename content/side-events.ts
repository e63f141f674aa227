import type { GalleryItem, GetInvolved, SideEvent } from "./schema/organisation.ts";

// Side events on /sideevents. The page sorts the table by `date`, so entries can be listed in any
// order. An event without a registrationLink shows "Coming Soon" in the Registration column.
export const sideEvents: SideEvent[] = [
  {
    id: "policy-after-hours",
    event: "Policy After Hours: Governing Frontier AI",
    venue: "Harrowgate Centre for Technology Policy, Bloomsbury",
    dateTime: "Thu 30 Oct 2025, 18:00-20:30",
    date: "2025-10-30",
    description:
      "An informal evening of short talks and open discussion on testing, licensing and liability for frontier models, with policymakers, researchers and summit speakers.",
    registrationLink: "https://events.harrowgate.example/policy-after-hours-2025",
  },
  {
    id: "boston-networking-evening-2023",
    event: "Quillmere Boston Networking Evening",
    venue: "Harbourview Loft, Seaport, Boston",
    dateTime: "Sat 7 Oct 2023, 18:00-21:00",
    date: "2023-10-07",
    description:
      "Our first event outside London: an evening of lightning talks and conversation with researchers and founders in Boston, which started the tradition of summit side events.",
  },
  {
    id: "open-weights-hack-night",
    event: "Open Weights Hack Night",
    venue: "Cinderwick Cloud Studio, Shoreditch",
    dateTime: "Sat 25 Oct 2025, 10:00-22:00",
    date: "2025-10-25",
    description:
      "A day-long hack on evaluation harnesses and reproducibility reports for openly released models, hosted with the Open Weights Guild. Compute credits provided; bring a laptop.",
    registrationLink: "https://events.openweightsguild.example/hack-night-london-2025",
  },
  {
    id: "biomedicine-builders-evening",
    event: "Biomedicine Builders' Evening",
    venue: "Granary Wharf Studios, King's Cross",
    dateTime: "Wed 29 Oct 2025, 18:30-21:00",
    date: "2025-10-29",
    description:
      "Researchers, clinicians and founders working on AI for drug discovery and health care meet after the second day of the summit. Hosted by Tessaray Bio.",
  },
  {
    id: "student-research-poster-night",
    event: "Student Research Poster Night",
    venue: "Northwall Institute of Technology, Great Hall, Euston",
    dateTime: "Sat 18 Oct 2025, 17:00-20:00",
    date: "2025-10-18",
    description:
      "Undergraduate and master's students present their AI research to summit speakers and sponsors, with prizes for the three best posters.",
    registrationLink: "https://events.northwall.example/student-poster-night-2025",
  },
  {
    id: "post-summit-recovery-run",
    event: "Post-Summit Recovery Run & Brunch",
    venue: "Regent's Park (meeting point shared on registration)",
    dateTime: "Fri 31 Oct 2025, 08:30-11:30",
    date: "2025-10-31",
    description:
      "A gentle 5 km run or walk around the park the morning after the summit, followed by brunch. All paces welcome.",
  },
  {
    id: "women-in-ai-autumn-social",
    event: "Women in AI London: Autumn Social",
    venue: "The Copperleaf Rooms, Clerkenwell",
    dateTime: "Wed 22 Oct 2025, 18:30-21:00",
    date: "2025-10-22",
    description:
      "A relaxed evening for women and non-binary people working in AI, with a fireside conversation with two summit speakers.",
    registrationLink: "https://events.copperleaf.example/women-in-ai-autumn-social",
  },
  {
    id: "compute-and-climate-roundtable",
    event: "Compute & Climate Roundtable",
    venue: "Hollowcrest Compute, London office, Southwark",
    dateTime: "Mon 27 Oct 2025, 14:00-16:30",
    date: "2025-10-27",
    description:
      "A roundtable on the energy demands of training and serving models, grid connections and heat reuse, ahead of the speakers and sponsors dinner.",
  },
];

// Photos from past networking events; the page shows them in this order.
export const networkingGallery: GalleryItem[] = [
  {
    city: "London",
    image: "/images/gallery/london-networking.svg",
    alt: "Illustration of a London skyline at dusk, with a dome, a clock tower, an observation wheel and people by the river",
    caption: "London: summer meetup on the South Bank, 2024",
  },
  {
    city: "Boston",
    image: "/images/gallery/boston-networking.svg",
    alt: "Illustration of Boston's harbour at night, with brick row houses, office towers and boats on the water",
    caption: "Boston: our first networking evening abroad, October 2023",
  },
  {
    city: "Croatia",
    image: "/images/gallery/croatia-networking.svg",
    alt: "Illustration of a Croatian coastal town with red-roofed houses, a bell tower and islands in a blue sea",
    caption: "Croatia: the seaside research retreat, September 2023",
  },
];

export const getInvolved: GetInvolved = {
  heading: "GET INVOLVED",
  text: "Hosting a meetup, workshop, dinner or run during summit week? We would love to list it here. Send us the event name, venue, date and a registration link, and we will add it to the table and share it with attendees.",
};

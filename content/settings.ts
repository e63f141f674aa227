import type { Settings } from "./schema/settings.ts";

// Everything a organiser changes when the summit moves, renames or changes hands lives here.
export const settings: Settings = {
  summitName: "Quillmere AI Summit 2025",
  shortName: "Quillmere AI",
  organiser: "Quillmere Foundation",
  tagline: "Three days on where AI research, industry and society meet.",
  description:
    "Quillmere AI Summit 2025: three days of AI research, safety, enterprise and entrepreneurship at Friends House, Euston, London, 28-30 October 2025.",
  siteUrl: "https://quillmere-summit.example",
  ticketingUrl: "https://tickets.quillmere-summit.example/events/quillmere-ai-summit-2025",
  speakerInformationFormUrl: "https://forms.quillmere-summit.example/speaker-information",
  emailDomain: "quillmere-summit.example",
  contacts: {
    general: "hello@quillmere-summit.example",
    speakers: "speakers@quillmere-summit.example",
    sponsorship: "sponsorship@quillmere-summit.example",
    partnerships: "partners@quillmere-summit.example",
    team: "team@quillmere-summit.example",
    editorial: "journal@quillmere-summit.example",
  },
  dates: {
    start: "2025-10-28",
    end: "2025-10-30",
    label: "28-30 October 2025",
    dinner: { date: "2025-10-27", start: "18:00", end: "20:00" },
    registration: { start: "07:00", end: "08:40" },
  },
  venue: {
    name: "Friends House",
    area: "Euston",
    city: "London",
    streetAddress: "173 Euston Road",
    postcode: "NW1 2BJ",
    floors: 4,
    latitude: 51.5265,
    longitude: -0.1313,
  },
  socialLinks: [
    { label: "LinkedIn", url: "https://www.linkedin.com/company/quillmere-foundation-example" },
    { label: "Twitter", url: "https://x.com/quillmere_ai" },
    { label: "Instagram", url: "https://www.instagram.com/quillmere.ai" },
    { label: "YouTube", url: "https://www.youtube.com/@quillmere-ai-example" },
  ],
  defaultImage: "/images/logo/quillmere-logo.svg",
};

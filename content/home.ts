import type { HomeContent } from "./schema/home.ts";

export const home: HomeContent = {
  hero: {
    eyebrow: "London · Friends House, Euston",
    lead: "Researchers, founders, engineers and policymakers compare notes on what AI can do now, what it should do next, and who it should serve.",
  },
  history: {
    heading: "How we got here",
    paragraphs: [
      "Quillmere began in 2021 as a reading group of twelve people in a borrowed seminar room, arguing over preprints on Friday evenings. The rule was simple: bring a paper you disagree with.",
      "The group grew into a non-profit with a single aim: put the people who build AI, the people who study it and the people who live with it in the same room, and keep the conversation honest.",
      "The 2025 summit is our largest yet: three days, nine session types and more than fifty speakers, with tickets priced so that students and researchers can come.",
    ],
    milestones: [
      { year: "2021", text: "The Friday reading group meets for the first time." },
      { year: "2022", text: "The first one-day meetup, 80 people in a lecture theatre." },
      { year: "2023", text: "Side events in London, Boston and Croatia." },
      { year: "2024", text: "The Quillmere Foundation is registered as a non-profit." },
      { year: "2025", text: "Three days at Friends House, Euston." },
    ],
  },
  tracks: [
    {
      name: "AI Research Breakthroughs & Infrastructure",
      dayLabel: "Tue 28 Oct",
      day: 0,
      summary:
        "New results from the lab bench and the compute that makes them possible: models, methods, chips and data centres.",
    },
    {
      name: "AI Safety, Enterprise & Society",
      dayLabel: "Wed 29 Oct",
      day: 1,
      summary:
        "How organisations adopt AI responsibly, how we measure risk, and what changes for the people on the other side of the screen.",
    },
    {
      name: "AI Entrepreneurship & Applications",
      dayLabel: "Thu 30 Oct",
      day: 2,
      summary:
        "Founders, investors and practitioners on turning research into products in health, education, industry and beyond.",
    },
  ],
  featuredSpeakerIds: [1, 7, 2, 4, 45, 3, 6, 8, 5, 58, 43, 33, 34, 37, 40, 41],
  schedulePreview: [
    { day: 0, time: "09:00", title: "Opening keynote: the state of AI research" },
    { day: 0, time: "14:00", title: "Panel: compute, energy and the next generation of models" },
    { day: 1, time: "09:00", title: "Keynote: measuring what matters in AI safety" },
    { day: 1, time: "15:30", title: "Panel: AI risk for the enterprise" },
    { day: 2, time: "09:00", title: "Keynote: from paper to product" },
    { day: 2, time: "17:30", title: "Entrepreneurship reception" },
  ],
  quickLinks: [
    {
      to: "/partners",
      title: "Partners & Sponsors",
      text: "The organisations that make the summit possible.",
    },
    { to: "/team", title: "Organizing Team", text: "The volunteers and staff behind Quillmere." },
    {
      to: "/venue",
      title: "Venue",
      text: "Friends House, Euston: getting there, rooms and hotels.",
    },
  ],
};

import type { SponsorshipOffer } from "./schema/organisation.ts";

// The sponsorship offer on /becomeasponsor. Prices are whole pounds sterling (GBP); the page
// formats them (60000 -> £60,000). Inquiry buttons mail settings.contacts.sponsorship.
export const sponsorship: SponsorshipOffer = {
  overview: {
    heading: "Partner with the Quillmere AI Summit",
    paragraphs: [
      "For three days at Friends House, Euston, the Quillmere AI Summit brings together the people who build AI, the people who study it and the people who live with it: researchers, engineers, founders, students, enterprise leaders and policymakers.",
      "The summit is run by the Quillmere Foundation, a non-profit. Sponsorship keeps tickets affordable for students and researchers, funds travel grants for speakers from under-represented regions, and pays for the talks to be recorded and published free of charge.",
      "Sponsors are not a backdrop. We build each package with you so that your team meets the people it wants to meet, whether that is hiring researchers, finding design partners for a product, or joining the public conversation about how AI should be governed.",
    ],
  },
  whoAttends: {
    intro:
      "We expect around 1,200 attendees across the three days. Tickets are priced so that the room is mixed by design: no single group makes up more than a third of it.",
    audiences: [
      {
        label: "Researchers & academics",
        share: "30%",
        description:
          "Doctoral researchers, postdocs and faculty from universities and independent labs, working on everything from alignment to AI for science.",
      },
      {
        label: "Students",
        share: "25%",
        description:
          "Undergraduate and master's students in computer science, mathematics, engineering and the social sciences, many of them looking for their first role.",
      },
      {
        label: "Engineers & practitioners",
        share: "20%",
        description:
          "Machine learning engineers, data scientists and infrastructure teams who ship models into production and care about what actually works.",
      },
      {
        label: "Founders & investors",
        share: "10%",
        description:
          "Early-stage founders building AI products and the angels and funds who back them, especially on the entrepreneurship day.",
      },
      {
        label: "Enterprise leaders",
        share: "10%",
        description:
          "Technology, risk and innovation leads from finance, health, manufacturing and retail, deciding where AI fits in their organisations.",
      },
      {
        label: "Policy & civil society",
        share: "5%",
        description:
          "Civil servants, regulators, think tanks and non-profits working on the rules, standards and public accountability of AI systems.",
      },
    ],
  },
  benefits: [
    {
      title: "Meet the people building the field",
      description:
        "Spend three days alongside around 60 speakers and more than a thousand attendees, with VIP access to the speakers' room and the sponsors' dinner on 27 October.",
    },
    {
      title: "Hire from a deep talent pool",
      description:
        "A quarter of attendees are students and nearly a third are researchers. Your booth and VIP passes put your team in front of them between every session.",
    },
    {
      title: "Visibility that lasts beyond the week",
      description:
        "Your logo appears on the website, stage screens, printed programme and recorded talks, which stay online and keep being watched long after the summit.",
    },
    {
      title: "Reach attendees directly",
      description:
        "Platinum and Gold sponsors can send emails to attendees through the organisers, and every tier is featured in our social media sponsor spotlights.",
    },
    {
      title: "Support an open, affordable summit",
      description:
        "Ticket grants put hundreds of students, researchers and community members in the room who could not otherwise afford to come, with your name on the grant.",
    },
    {
      title: "Shape the conversation",
      description:
        "Higher tiers include speaking opportunities, and dedicated sponsorships let you host the receptions, lunches and rooms where the best conversations happen.",
    },
  ],
  tiers: {
    sponsorTiers: [
      {
        name: "Platinum",
        price: 60000,
        exclusivity: "Maximum 1 sponsor",
        benefits: [
          "Headline sponsor recognition across the website, stage screens and printed programme",
          "Largest logo placement on the website, venue signage and recorded talks",
          "Premium exhibition booth in the main foyer",
          "A 10-minute address on the main stage",
          "12 VIP tickets",
          "2 emails to attendees sent by the organisers",
          "Dedicated sponsor spotlight on our social media channels",
          "4 seats at the speakers and sponsors dinner on 27 October",
        ],
      },
      {
        name: "Gold",
        price: 30000,
        exclusivity: "Not capped",
        benefits: [
          "Large logo placement on the website and venue signage",
          "Exhibition booth in the main foyer",
          "A speaker place on a panel in a relevant session",
          "8 VIP tickets",
          "1 email to attendees sent by the organisers",
          "Sponsor spotlight on our social media channels",
          "2 seats at the speakers and sponsors dinner on 27 October",
        ],
      },
      {
        name: "Silver",
        price: 10000,
        exclusivity: "Not capped",
        benefits: [
          "Medium logo placement on the website and venue signage",
          "Shared exhibition table",
          "5 VIP tickets",
          "Logo in the printed programme",
          "Mention in our social media sponsor round-up",
        ],
      },
      {
        name: "Bronze",
        price: 5000,
        exclusivity: "Not capped",
        benefits: [
          "Logo on the website's partners page",
          "2 VIP tickets",
          "Logo in the printed programme",
          "Mention in our social media sponsor round-up",
        ],
      },
    ],
    ticketGrantPartners: [
      {
        name: "Gold",
        price: 20000,
        exclusivity: "Not capped",
        benefits: [
          "100 general tickets",
          "8 VIP tickets",
          "Named as a Ticket Grant Partner on the website, ticketing page and stage screens",
          "Grant tickets released under your name to community groups you help choose",
        ],
      },
      {
        name: "Silver",
        price: 14000,
        exclusivity: "Not capped",
        benefits: [
          "100 researcher tickets",
          "5 VIP tickets",
          "Named as a Ticket Grant Partner on the website and ticketing page",
          "Grant tickets offered to early-career researchers under your name",
        ],
      },
      {
        name: "Bronze",
        price: 6000,
        exclusivity: "Not capped",
        benefits: [
          "100 student tickets",
          "2 VIP tickets",
          "Named as a Ticket Grant Partner on the website",
          "Grant tickets offered to students through university societies under your name",
        ],
      },
    ],
    corporateGrants: [
      {
        name: "Premium",
        price: 40000,
        exclusivity: "Not capped",
        benefits: [
          "40 tickets",
          "12 VIP tickets",
          "A private breakout room for a half-day team session",
          "Logo on the website as a Corporate Grant partner",
        ],
      },
      {
        name: "Standard",
        price: 20000,
        exclusivity: "Not capped",
        benefits: [
          "20 tickets",
          "8 VIP tickets",
          "Reserved seating for your team at the keynotes",
          "Logo on the website as a Corporate Grant partner",
        ],
      },
    ],
    dedicatedSponsorships: [
      {
        name: "Speaker & VIP room",
        price: 20000,
        description:
          "Your brand on the room where speakers and VIP guests prepare, meet and unwind across all three days, with two of your team hosting it.",
      },
      {
        name: "Speakers lunches",
        price: 20000,
        description:
          "Host the daily lunches for speakers and session chairs, with a short welcome from your team on the first day.",
      },
      {
        name: "Entrepreneurship reception",
        price: 10000,
        description:
          "Host the evening reception that closes the entrepreneurship day, where founders, investors and operators meet over drinks.",
      },
      {
        name: "Enterprise reception",
        price: 10000,
        description:
          "Host the reception for enterprise leaders after the AI & Enterprise sessions, a smaller room for candid conversations.",
      },
      {
        name: "Wrap-up party",
        price: 10000,
        description:
          "Sponsor the party that closes the summit, open to every attendee, speaker and volunteer.",
      },
      {
        name: "Team dinner",
        price: 5000,
        description:
          "Thank the volunteers and organising team with a dinner after the summit. A small gesture that our team remembers.",
      },
    ],
  },
  contact: {
    heading: "Let's talk",
    text: "Every package can be adjusted to what your team needs. Write to us with the tier or sponsorship you are interested in and we will reply within two working days with availability and next steps.",
  },
};

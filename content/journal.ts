import type { Article, Contributor, JournalCategory, JournalIntro } from "./schema/organisation.ts";

// The Thinking About Thinking journal: /community, /community/{slug} and /contributor/{id}.
// Article bodies are Markdown files under content/journal/, named after the article's slug.

export const journalIntro: JournalIntro = {
  heading: "THINKING ABOUT THINKING JOURNAL",
  tagline: "Essays on minds, machines and the work of understanding.",
  about: [
    "Thinking About Thinking is the Quillmere Foundation's journal. It publishes short, carefully argued pieces on what AI is changing about how we learn, reason, work and decide, written for curious readers rather than specialists.",
    "Each category takes a different angle. Brain Sparks follows a single idea as far as it will go; 3 Questions puts the same three questions to people working at the edges of the field; Open Problems sets out what we still do not know; and What If? takes a speculative premise seriously.",
    "The journal is edited by volunteers and is free to read. We welcome pitches from researchers, practitioners, students and anyone with something considered to say.",
  ],
};

export const journalCategories: JournalCategory[] = [
  {
    id: "brain-sparks",
    name: "Brain Sparks",
    description:
      "Short essays that start from one idea about minds and machines and follow it further than is comfortable.",
    comingSoon: false,
  },
  {
    id: "3-questions",
    name: "3 Questions",
    description:
      "The same three questions, put to researchers, founders and practitioners about the work they do and the future they expect.",
    comingSoon: true,
  },
  {
    id: "open-problems",
    name: "Open Problems",
    description:
      "Clear accounts of questions in AI that nobody has answered yet, why they matter and what progress on them would look like.",
    comingSoon: true,
  },
  {
    id: "what-if",
    name: "What If?",
    description:
      "Speculative pieces that take a single premise seriously and reason through its consequences for science, work and society.",
    comingSoon: true,
  },
];

export const contributors: Contributor[] = [
  {
    id: "mira-castellanos",
    name: "Mira Castellanos",
    title: "Founding Editor",
    image: "/images/journal/mira-castellanos.webp",
    bio: "Mira Castellanos is a founding editor of Thinking About Thinking. She trained as a cognitive scientist, studying how people decide when to rely on memory and when to look things up, and spent several years designing learning tools for adult education. She writes about attention, effort and the habits we build around our tools, and edits the Brain Sparks series.",
    shortBio: "Founding editor; writes about attention, effort and the tools we think with.",
    linkedin: "https://www.linkedin.com/in/mira-castellanos-example",
    twitter: "mira_castellanos",
    role: "editor",
  },
  {
    id: "jonas-whitcombe",
    name: "Jonas Whitcombe",
    title: "Founding Editor",
    image: "/images/journal/jonas-whitcombe.webp",
    bio: "Jonas Whitcombe is a founding editor of Thinking About Thinking. A former machine learning engineer, he moved into science writing after a decade of building recommendation and search systems. He is interested in the history of computing, the economics of compute and the gap between what benchmarks measure and what people need.",
    shortBio:
      "Founding editor; former ML engineer writing on the history and economics of compute.",
    linkedin: "https://www.linkedin.com/in/jonas-whitcombe-example",
    twitter: "jonaswhitcombe",
    role: "editor",
  },
  {
    id: "tamsin-oyelaran",
    name: "Tamsin Oyelaran",
    title: "Contributing Writer",
    image: "/images/journal/tamsin-oyelaran.webp",
    bio: "Tamsin Oyelaran is a doctoral researcher in philosophy of mind, working on what it means for an artificial system to understand rather than merely predict. She teaches critical thinking to first-year undergraduates and co-runs a podcast on philosophy and technology.",
    shortBio: "Doctoral researcher in philosophy of mind, on understanding versus prediction.",
    linkedin: "https://www.linkedin.com/in/tamsin-oyelaran-example",
    twitter: "tamsin_oyel",
    role: "contributor",
  },
];

export const articles: Article[] = [
  {
    id: 1,
    category: "brain-sparks",
    title: "What We Keep When We Outsource Effort to Compute",
    authorId: "mira-castellanos",
    authorTitle: "Founding Editor, Thinking About Thinking",
    date: "October 20, 2025",
    isoDate: "2025-10-20",
    excerpt:
      "Every tool takes some effort off our hands. The newest ones take the effort we used to call thinking, and move it into data centres metered in kilowatt-hours. What exactly are we handing over, and what should we keep?",
    image: "/images/journal/outsourcing-effort-to-compute-card.svg",
    featuredImage: "/images/journal/outsourcing-effort-to-compute-featured.svg",
    readTime: "8 min",
    slug: "outsourcing-effort-to-compute",
    body: "content/journal/outsourcing-effort-to-compute.md",
  },
];

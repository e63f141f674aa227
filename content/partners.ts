import type { Partner } from "./schema/organisation.ts";

// Sponsors and partners, shown on /partners in three groups: gold, silver and official partners.
// Within a group, cards appear in the order listed here.
export const partners: Partner[] = [
  // Gold sponsors
  {
    id: "brightmoor-labs",
    name: "Brightmoor Labs",
    logo: "/images/partners/brightmoor-labs.svg",
    website: "https://brightmoor.example",
    linkedin: "https://www.linkedin.com/company/brightmoor-labs-example",
    twitter: "brightmoorlabs",
    instagram: "brightmoor.labs",
    description:
      "Brightmoor Labs is an independent research lab building foundation models for reasoning and long-horizon planning. Its researchers publish openly on sample-efficient training and memory architectures, and the lab funds a fellowship for early-career scientists from under-represented regions.",
    category: "gold",
  },
  {
    id: "hollowcrest-compute",
    name: "Hollowcrest Compute",
    logo: "/images/partners/hollowcrest-compute.svg",
    website: "https://hollowcrest.example",
    linkedin: "https://www.linkedin.com/company/hollowcrest-compute-example",
    twitter: "hollowcrest",
    description:
      "Hollowcrest Compute designs and operates liquid-cooled GPU data centres powered largely by renewable energy, with heat-reuse agreements that warm homes in the towns around its sites. Research groups, start-ups and enterprises train and serve models on its clusters.",
    customStyle: { maxWidth: 200 },
    category: "gold",
  },
  {
    id: "lumenfield-ai",
    name: "Lumenfield AI",
    logo: "/images/partners/lumenfield-ai.svg",
    website: "https://lumenfield.example",
    linkedin: "https://www.linkedin.com/company/lumenfield-ai-example",
    twitter: "lumenfield_ai",
    instagram: "lumenfield.ai",
    description:
      "Lumenfield AI builds assistants for regulated industries and invests heavily in alignment and evaluation research. Its safety team runs pre-release reviews for every model and publishes its methods for scalable oversight and dangerous-capability testing.",
    category: "gold",
  },

  // Silver sponsors
  {
    id: "cinderwick-cloud",
    name: "Cinderwick Cloud",
    logo: "/images/partners/cinderwick-cloud.svg",
    website: "https://cinderwick.example",
    linkedin: "https://www.linkedin.com/company/cinderwick-cloud-example",
    twitter: "cinderwickcloud",
    description:
      "Cinderwick Cloud provides managed infrastructure for agents and retrieval systems on private data, with a carbon-aware scheduler and an academic access programme that gives university and non-profit labs free training capacity.",
    category: "silver",
  },
  {
    id: "vellmount-silicon",
    name: "Vellmount Silicon",
    logo: "/images/partners/vellmount-silicon.svg",
    website: "https://vellmount.example",
    linkedin: "https://www.linkedin.com/company/vellmount-silicon-example",
    twitter: "vellmountsilicon",
    description:
      "Vellmount Silicon designs inference accelerators and the compiler stack that runs on them. Its engineers contribute to open-source model compilation and distributed training projects, and its chips are tuned for low-precision, energy-efficient serving.",
    category: "silver",
  },
  {
    id: "tessaray-bio",
    name: "Tessaray Bio",
    logo: "/images/partners/tessaray-bio.svg",
    website: "https://tessaray.example",
    linkedin: "https://www.linkedin.com/company/tessaray-bio-example",
    twitter: "tessaraybio",
    instagram: "tessaray.bio",
    description:
      "Tessaray Bio uses generative protein models to design enzymes and antibody fragments, pairing computational screening with its own wet lab. Three of its AI-designed candidates are now in preclinical testing.",
    category: "silver",
  },
  {
    id: "fathomline-ai",
    name: "Fathomline AI",
    logo: "/images/partners/fathomline-ai.svg",
    website: "https://fathomline.example",
    linkedin: "https://www.linkedin.com/company/fathomline-ai-example",
    twitter: "fathomline",
    description:
      "Fathomline AI builds multimodal world models that learn from video, audio and text, with applications in robotics and in fast, low-cost weather and ocean forecasting developed alongside meteorological services.",
    category: "silver",
  },

  // Official partners
  {
    id: "university-of-carrowdale",
    name: "University of Carrowdale",
    logo: "/images/partners/university-of-carrowdale.svg",
    website: "https://carrowdale.example",
    linkedin: "https://www.linkedin.com/school/university-of-carrowdale-example",
    twitter: "carrowdaleuni",
    instagram: "carrowdale.uni",
    description:
      "The University of Carrowdale is a research university with strengths in probabilistic machine learning, AI for science and educational technology. Its students and staff volunteer at the summit and its researchers chair several sessions.",
    category: "official",
  },
  {
    id: "northwall-institute",
    name: "Northwall Institute of Technology",
    logo: "/images/partners/northwall-institute.svg",
    website: "https://northwall.example",
    linkedin: "https://www.linkedin.com/school/northwall-institute-example",
    twitter: "northwall_tech",
    description:
      "The Northwall Institute of Technology is home to research groups in AI safety evaluation and embodied intelligence. It partners with the summit on the research breakthroughs track and hosts the student poster night.",
    customStyle: { maxWidth: 210, maxHeight: 70 },
    category: "official",
  },
  {
    id: "kellsbridge-polytechnic",
    name: "Kellsbridge Polytechnic",
    logo: "/images/partners/kellsbridge-polytechnic.svg",
    website: "https://kellsbridge.example",
    linkedin: "https://www.linkedin.com/school/kellsbridge-polytechnic-example",
    twitter: "kellsbridgepoly",
    description:
      "Kellsbridge Polytechnic is a teaching and applied research institution known for its work on multilingual language technology and robust safeguards for language models. It offers free summit tickets to its final-year students.",
    category: "official",
  },
  {
    id: "civicroft-trust",
    name: "Civicroft Trust",
    logo: "/images/partners/civicroft-trust.svg",
    website: "https://civicroft.example",
    linkedin: "https://www.linkedin.com/company/civicroft-trust-example",
    twitter: "civicrofttrust",
    description:
      "The Civicroft Trust is an independent think tank working on public accountability for automated decision-making. It runs citizens' juries on algorithmic systems and co-curates the summit's AI & Society sessions.",
    category: "official",
  },
  {
    id: "harrowgate-centre",
    name: "Harrowgate Centre for Technology Policy",
    logo: "/images/partners/harrowgate-centre.svg",
    website: "https://harrowgate.example",
    linkedin: "https://www.linkedin.com/company/harrowgate-centre-example",
    twitter: "harrowgatepolicy",
    description:
      "The Harrowgate Centre for Technology Policy studies the labour market and democratic effects of AI. It hosts the Policy After Hours side event and publishes an annual review of AI in public services.",
    category: "official",
  },
  {
    id: "kindling-schools-alliance",
    name: "Kindling Schools Alliance",
    logo: "/images/partners/kindling-schools-alliance.svg",
    website: "https://kindling-schools.example",
    linkedin: "https://www.linkedin.com/company/kindling-schools-alliance-example",
    twitter: "kindlingschools",
    instagram: "kindling.schools",
    description:
      "The Kindling Schools Alliance helps primary schools introduce AI literacy through play-based and offline activities. Its teacher training materials are used in five countries, and it brings a group of teachers to the AI x Education sessions.",
    category: "official",
  },
  {
    id: "open-weights-guild",
    name: "Open Weights Guild",
    logo: "/images/partners/open-weights-guild.svg",
    website: "https://openweightsguild.example",
    linkedin: "https://www.linkedin.com/company/open-weights-guild-example",
    twitter: "openweightsguild",
    description:
      "The Open Weights Guild is a volunteer community that maintains evaluation harnesses, model cards and reproducibility reports for openly released models. It runs the Open Weights Hack Night during summit week.",
    category: "official",
  },
];

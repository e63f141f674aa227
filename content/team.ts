import type { TeamMember } from "./schema/organisation.ts";

// The organising team on /team. The section comes from the title (spec §5): "Chief", "CEO" or
// "CSO" -> Executive Team; "Session Chair" -> Session Chairs; anything else -> Core Team.
// Within a section, members appear in the order listed here.
export const teamMembers: TeamMember[] = [
  // Executive Team
  {
    id: "imogen-ashdown-reyes",
    name: "Imogen Ashdown-Reyes",
    title: "Co-founder & CEO",
    image: "/images/team/imogen-ashdown-reyes.webp",
    bio: "Imogen started the Friday reading group that became Quillmere. When she is not running the summit she is rowing on the Thames at dawn or losing at chess to her niece.",
    detailedBio:
      "Imogen Ashdown-Reyes co-founded the Quillmere Foundation in 2024 after three years of running its reading group and meetups as a volunteer. She leads the foundation's strategy, fundraising and partnerships. Before Quillmere she spent eight years as a research programme manager in a university machine learning group, where she ran visiting-researcher schemes and a summer school for students from state schools. She holds a master's degree in the history and philosophy of science.",
    hobbies: "Rowing, chess, second-hand bookshops",
    link: "https://www.linkedin.com/in/imogen-ashdown-reyes-example",
    twitter: "imogen_ar",
    website: "https://imogenashdown.example",
  },
  {
    id: "tobias-ferreira-lund",
    name: "Tobias Ferreira-Lund",
    title: "Co-founder & CSO",
    image: "/images/team/tobias-ferreira-lund.webp",
    bio: "Tobias shapes the scientific programme and insists every panel has someone who disagrees. Off duty he builds modular synthesisers and bakes sourdough with mixed results.",
    detailedBio:
      "Tobias Ferreira-Lund is the foundation's chief scientific officer and co-founder. He curates the research programme, recruits keynote speakers and chairs the programme committee. He completed a doctorate on uncertainty estimation in deep learning and worked as a research scientist on model evaluation before co-founding Quillmere. He reviews for several machine learning conferences and mentors first-time speakers.",
    hobbies: "Modular synthesisers, sourdough baking, cycling",
    link: "https://www.linkedin.com/in/tobias-ferreira-lund-example",
    twitter: "tobias_fl",
    github: "tferreiralund",
  },
  {
    id: "nkechi-obiora",
    name: "Nkechi Obiora",
    title: "Chief Operating Officer",
    image: "/images/team/nkechi-obiora.webp",
    bio: "Nkechi turns plans into rooms, rotas and running orders. She unwinds with salsa classes and an allotment that produces far too many courgettes.",
    detailedBio:
      "Nkechi Obiora runs operations for the Quillmere Foundation: venue, suppliers, accessibility, volunteers and the hundreds of small decisions that make three days run on time. She has more than a decade of experience producing academic conferences and public festivals, and introduced the summit's quiet room, live captioning and step-free routing plans.",
    hobbies: "Salsa dancing, gardening, crime novels",
    link: "https://www.linkedin.com/in/nkechi-obiora-example",
    instagram: "nkechi.grows",
  },
  {
    id: "rhys-caddell",
    name: "Rhys Caddell",
    title: "Chief Partnerships Officer",
    image: "/images/team/rhys-caddell.webp",
    bio: "Rhys looks after the sponsors, partners and ticket grants that keep the summit affordable for students and researchers.",
    detailedBio:
      "Rhys Caddell leads partnerships and sponsorship at the Quillmere Foundation. He designed the ticket grant programme, which this year funds hundreds of free places for students, researchers and community groups. He previously led partnerships for a science festival and for a charity teaching coding in prisons, and he sits on the board of a youth robotics league.",
    link: "https://www.linkedin.com/in/rhys-caddell-example",
    twitter: "rhyscaddell",
  },

  // Session Chairs
  {
    id: "mirela-vasquez-holt",
    name: "Mirela Vasquez-Holt",
    title: "Session Chair, AI Safety",
    image: "/images/team/mirela-vasquez-holt.webp",
    bio: "Mirela chairs the AI Safety sessions and keeps the questions sharp. She is training for her first ultramarathon and paints watercolours badly but happily.",
    detailedBio:
      "Mirela Vasquez-Holt is a research fellow working on interpretability and evaluation of language models. She has organised workshops on safety evaluation at several machine learning conferences and contributes to open benchmarks for deceptive behaviour. At the summit she chairs the AI Safety sessions and coordinates the speakers for the safety track.",
    hobbies: "Trail running, watercolour painting",
    link: "https://www.linkedin.com/in/mirela-vasquez-holt-example",
    twitter: "mirela_vh",
    github: "mvasquezholt",
  },
  {
    id: "kofi-ansah-whitfield",
    name: "Kofi Ansah-Whitfield",
    title: "Session Chair, AI x Enterprise",
    image: "/images/team/kofi-ansah-whitfield.webp",
    bio: "Kofi chairs the enterprise sessions, where he asks what actually happened after the pilot. At weekends he coaches a junior football team.",
    detailedBio:
      "Kofi Ansah-Whitfield advises banks and insurers on adopting machine learning safely, with a focus on model risk management and governance. He spent ten years building credit and fraud models before moving into advisory work. He chairs the AI x Enterprise sessions and helped design the summit's enterprise reception.",
    hobbies: "Coaching youth football, jazz records",
    link: "https://www.linkedin.com/in/kofi-ansah-whitfield-example",
    twitter: "kofi_aw",
  },
  {
    id: "hui-min-tay",
    name: "Hui Min Tay",
    title: "Session Chair, AI x Biomedicine",
    image: "/images/team/hui-min-tay.webp",
    bio: "Hui Min chairs the biomedicine sessions. She is a keen birdwatcher and has photographed more than two hundred species around the Thames estuary.",
    detailedBio:
      "Hui Min Tay is a clinical data scientist who builds and validates prediction models for hospital care, from early warning scores to imaging triage. She leads a working group on evaluating AI tools in clinical settings and teaches a short course on trustworthy health data. At the summit she chairs the AI x Biomedicine sessions.",
    hobbies: "Birdwatching, wildlife photography, bouldering",
    link: "https://www.linkedin.com/in/hui-min-tay-example",
    instagram: "huimin.birds",
  },
  {
    id: "ciaran-doyle",
    name: "Ciarán Doyle",
    title: "Session Chair, AI x Entrepreneurship",
    image: "/images/team/ciaran-doyle.webp",
    bio: "Ciarán chairs the entrepreneurship day and has opinions about pitch decks. Away from start-ups he plays the fiddle in a pub session most Thursdays.",
    detailedBio:
      "Ciarán Doyle is a two-time founder who now runs an accelerator programme for AI start-ups. His first company built document-understanding tools for legal teams; his second, a scheduling assistant for clinics, was acquired. He chairs the AI x Entrepreneurship sessions and mentors founders at the summit's office hours.",
    hobbies: "Irish fiddle, sea swimming",
    link: "https://www.linkedin.com/in/ciaran-doyle-example",
    twitter: "ciarandoyle",
    website: "https://ciarandoyle.example",
  },
  {
    id: "leena-varghese",
    name: "Leena Varghese",
    title: "Session Chair, AI & Society",
    image: "/images/team/leena-varghese.webp",
    bio: "Leena chairs the AI & Society sessions and makes sure the audience gets the last word. She sings in a community choir and is slowly learning Portuguese.",
    detailedBio:
      "Leena Varghese is a sociologist who studies how automated systems change work in the public sector, from benefits offices to school admissions. She has led community research projects with care workers and teachers, and writes a newsletter on AI and public services. At the summit she chairs the AI & Society sessions.",
    hobbies: "Choir singing, learning languages, hiking",
    link: "https://www.linkedin.com/in/leena-varghese-example",
    twitter: "leena_varghese",
  },

  // Core Team
  {
    id: "beatrix-holloway",
    name: "Beatrix Holloway",
    title: "Head of Programme",
    image: "/images/team/beatrix-holloway.webp",
    bio: "Beatrix builds the schedule, one sticky note at a time. She collects vintage maps and spends her holidays on long-distance footpaths.",
    detailedBio:
      "Beatrix Holloway turns hundreds of speaker suggestions into a three-day schedule that flows. She coordinates session chairs, speaker briefings and the breakout room programme. She previously produced public lecture series for a museum and a university, and she has a background in science communication.",
    hobbies: "Vintage maps, long-distance walking",
    link: "https://www.linkedin.com/in/beatrix-holloway-example",
    instagram: "beatrix.walks",
  },
  {
    id: "samir-haddadi",
    name: "Samir Haddadi",
    title: "Operations Lead",
    image: "/images/team/samir-haddadi.webp",
    bio: "Samir knows where every cable, lanyard and coffee urn is. He is a committed home cook and runs a supper club with friends.",
    detailedBio:
      "Samir Haddadi manages on-site logistics for the summit: registration, catering, signage, audio-visual and room changeovers across all four floors of the venue. He has worked on live events for twelve years, from music festivals to medical conferences, and leads the volunteer shift leaders during summit week.",
    hobbies: "Cooking, supper clubs, five-a-side football",
    link: "https://www.linkedin.com/in/samir-haddadi-example",
    twitter: "samirhaddadi",
  },
  {
    id: "wren-okonkwo-byrne",
    name: "Wren Okonkwo-Byrne",
    title: "Design Lead",
    image: "/images/team/wren-okonkwo-byrne.webp",
    bio: "Wren designs the summit's look, from the badges to the stage screens. Outside work Wren screen-prints posters and plays bass in a loud band.",
    detailedBio:
      "Wren Okonkwo-Byrne is a graphic and type designer who leads the summit's visual identity, signage, printed programme and speaker graphics. Wren previously worked at a design studio specialising in cultural institutions and teaches an evening class in editorial design.",
    hobbies: "Screen printing, playing bass, typography",
    link: "https://www.linkedin.com/in/wren-okonkwo-byrne-example",
    instagram: "wren.prints",
    website: "https://wrenokonkwobyrne.example",
  },
  {
    id: "mattias-sjoberg",
    name: "Mattias Sjöberg",
    title: "Web Lead",
    image: "/images/team/mattias-sjoberg.webp",
    bio: "Mattias builds and maintains this website and the tools the team uses behind the scenes.",
    detailedBio:
      "Mattias Sjöberg is a software engineer who looks after the summit's website, ticketing integrations and internal tools. He works on accessibility and web performance in his day job at a public-sector digital agency and contributes to open-source static site tooling in his spare time.",
    link: "https://www.linkedin.com/in/mattias-sjoberg-example",
    github: "msjoberg",
  },
  {
    id: "pilar-arrieta",
    name: "Pilar Arrieta",
    title: "Volunteer Coordinator",
    image: "/images/team/pilar-arrieta.webp",
    bio: "Pilar recruits, trains and looks after more than eighty volunteers. She dances flamenco and keeps a very demanding cat.",
    detailedBio:
      "Pilar Arrieta coordinates the summit's volunteer programme, from recruitment and training to shift planning and the thank-you dinner. She is a doctoral researcher in human-computer interaction and started volunteering at Quillmere meetups as a master's student.",
    hobbies: "Flamenco, board games, cats",
    link: "https://www.linkedin.com/in/pilar-arrieta-example",
    instagram: "pilar.arrieta",
  },
  {
    id: "jonah-abernethy",
    name: "Jonah Abernethy",
    title: "Community & Communications Lead",
    image: "/images/team/jonah-abernethy.webp",
    bio: "Jonah runs the newsletter, socials and the journal's production. He is a film photographer and an enthusiastic but slow open-water swimmer.",
    detailedBio:
      "Jonah Abernethy leads communications for the Quillmere Foundation: the newsletter, social media, press and the production of the Thinking About Thinking journal. He previously worked as a science journalist covering technology and climate, and still writes the occasional long read.",
    hobbies: "Film photography, open-water swimming",
    link: "https://www.linkedin.com/in/jonah-abernethy-example",
    twitter: "jonahabernethy",
    instagram: "jonah.on.film",
  },
];

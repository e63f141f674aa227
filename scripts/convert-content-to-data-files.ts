// ONE-OFF (issue 11): writes the TypeScript content modules out as YAML and Markdown data files.
// Run once with `npx tsx scripts/convert-content-to-data-files.ts`; it is deleted after the run.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Document, isScalar, visit } from "yaml";
import { home } from "../content/home.ts";
import { articles, contributors, journalCategories, journalIntro } from "../content/journal.ts";
import { partners } from "../content/partners.ts";
import { days, scheduleEvents, sessionTypes, speakerNameIds, tracks } from "../content/programme.ts";
import { floorKey, floorPlans, rooms } from "../content/rooms.ts";
import { slugFromName } from "../content/schema/organisation.ts";
import { settings } from "../content/settings.ts";
import { getInvolved, networkingGallery, sideEvents } from "../content/side-events.ts";
import { speakerOrdering, speakers } from "../content/speakers.ts";
import { sponsorship } from "../content/sponsorship.ts";
import { teamMembers } from "../content/team.ts";
import { venueInfo } from "../content/venue.ts";
import { discounts } from "../private-content/discounts.ts";
import { socialCalendar } from "../private-content/social-calendar.ts";
import { ticketAnalytics } from "../private-content/ticket-analytics.ts";

/** YAML text; times and ISO dates quoted so that no YAML 1.1 reader takes them for numbers or dates. */
function yamlText(data: object, header?: string): string {
  const document = new Document(data);
  visit(document, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && /^(\d\d:\d\d|\d{4}-\d\d-\d\d)$/.test(node.value)) {
        node.type = "QUOTE_DOUBLE";
      }
    },
  });
  if (header) document.commentBefore = header;
  return document.toString({ lineWidth: 0 });
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function writeYaml(file: string, data: object, header?: string) {
  write(file, yamlText(data, header));
}

/** Front matter without undefined fields, then the body. */
function writeMarkdown(file: string, fields: Record<string, unknown>, body: string | undefined) {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  write(file, `---\n${yamlText(defined)}---\n${body === undefined ? "" : `\n${body.trim()}\n`}`);
}

/** Position of each entry among the entries of its group, in the current order: 10, 20, 30, ... */
function positions<T>(entries: readonly T[], group: (entry: T) => string): number[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const next = (seen.get(group(entry)) ?? 0) + 10;
    seen.set(group(entry), next);
    return next;
  });
}

const content = "content";
const privateContent = "private-content";

writeYaml(
  `${content}/settings.yml`,
  settings,
  " Everything an organiser changes when the summit moves, renames or changes hands lives here.",
);
writeYaml(`${content}/home.yml`, home, " The home page (/).");

for (const { bio, ...speaker } of speakers) {
  const slug = slugFromName(speaker.name);
  if (speaker.image !== `/images/speakers/${slug}.webp`) throw new Error(speaker.name);
  const { pronouns, linkedin, twitter, website, instagram, ...rest } = speaker;
  writeMarkdown(
    `${content}/speakers/${slug}.md`,
    { ...rest, pronouns, linkedin, twitter, website, instagram },
    bio,
  );
}
writeYaml(
  `${content}/speakers.yml`,
  speakerOrdering,
  " The fixed order of the speakers page (spec §5): keynote speakers and chairs by speaker id, then\n" +
    " panelists by name; panelists not listed come last, by id.",
);

writeYaml(
  `${content}/programme.yml`,
  { days, tracks, sessionTypes },
  " The programme's days, tracks and session types. The sessions are content/sessions/<id>.md.",
);
const speakerIdOf = (name: string) => {
  const id = speakerNameIds[name];
  if (id === undefined) throw new Error(`No speaker id for ${name}`);
  return id;
};
for (const event of scheduleEvents) {
  const { id, description, chair, speakers: people, breakoutRooms, ...fields } = event;
  const listed = people.filter((person) => !person.guest);
  const guests = people
    .filter((person) => person.guest)
    .map(({ guest: _guest, ...person }) => person);
  // Speakers come first, then guests: the order every session had.
  const firstGuest = people.findIndex((person) => person.guest);
  if (firstGuest !== -1 && firstGuest < listed.length) throw new Error(`Guest first in ${id}`);
  for (const person of listed) {
    const speaker = speakers.find((candidate) => candidate.name === person.name)!;
    if (speaker.title !== person.title || speaker.organization !== person.organization)
      throw new Error(`${id}: ${person.name} differs from the speaker page`);
  }
  if (chair) {
    const speaker = speakers.find((candidate) => candidate.id === speakerIdOf(chair.name))!;
    if (speaker.organization !== chair.organization) throw new Error(`${id}: chair differs`);
  }
  writeMarkdown(
    `${content}/sessions/${id}.md`,
    {
      ...fields,
      chair: chair ? speakerIdOf(chair.name) : undefined,
      speakers: listed.length ? listed.map((person) => speakerIdOf(person.name)) : undefined,
      guests: guests.length ? guests : undefined,
      breakoutRooms: breakoutRooms.length ? breakoutRooms : undefined,
    },
    description,
  );
}

writeYaml(
  `${content}/rooms.yml`,
  { rooms, floorPlans, floorKey },
  " The 15 rooms booked at Friends House, top floor first. Room names are the summit's own labels\n" +
    " for the spaces; the floor plans are schematic, not to scale.",
);
writeYaml(
  `${content}/venue.yml`,
  venueInfo,
  " The venue page. The venue facts are public; the hotels are fictional samples, to be replaced\n" +
    " with real recommendations before launch.",
);

const partnerOrder = positions(partners, () => "all");
partners.forEach(({ id, description, category, ...partner }, index) => {
  writeMarkdown(
    `${content}/partners/${id}.md`,
    { ...partner, category, order: partnerOrder[index] },
    description,
  );
});
writeYaml(
  `${content}/sponsorship.yml`,
  sponsorship,
  " The sponsorship offer on /becomeasponsor. Prices are whole pounds sterling (GBP); the page\n" +
    " formats them (60000 -> £60,000). Inquiry buttons mail settings.contacts.sponsorship.",
);

const teamOrder = positions(teamMembers, () => "all");
teamMembers.forEach(({ id, title, detailedBio, ...member }, index) => {
  writeMarkdown(
    `${content}/team/${id}.md`,
    { name: member.name, title, order: teamOrder[index], ...member },
    detailedBio,
  );
});

for (const { id, description, ...event } of sideEvents) {
  writeMarkdown(`${content}/side-events/${id}.md`, event, description);
}
writeYaml(
  `${content}/side-events.yml`,
  { networkingGallery, getInvolved },
  " The side events page (/sideevents) besides the events (content/side-events/<id>.md): photos from\n" +
    " past networking events, in page order, and the get-involved note.",
);

writeYaml(
  `${content}/journal.yml`,
  { intro: journalIntro, categories: journalCategories },
  " The Thinking About Thinking journal: /community, /community/{slug} and /contributor/{id}.\n" +
    " Contributors are content/journal/contributors/<id>.md, articles content/journal/articles/<slug>.md.",
);
const contributorOrder = positions(contributors, () => "all");
contributors.forEach(({ id, bio, role, ...person }, index) => {
  writeMarkdown(
    `${content}/journal/contributors/${id}.md`,
    { ...person, role, order: contributorOrder[index] },
    bio,
  );
});
for (const { slug, body, ...article } of articles) {
  writeMarkdown(
    `${content}/journal/articles/${slug}.md`,
    article,
    readFileSync(body, "utf8"),
  );
}

const privateHeader = (what: string) =>
  ` PRIVATE: ${what}. Only the build reads this file; the site ships it\n` +
  " encrypted (docs/decisions/006-private-area-encryption.md).";
writeYaml(
  `${privateContent}/discounts.yml`,
  discounts,
  `${privateHeader("plaintext of the community discount codes")} Codes are the organisation's\n name in capitals, letters and digits only, followed by 20.`,
);
writeYaml(
  `${privateContent}/ticket-analytics.yml`,
  ticketAnalytics,
  privateHeader("plaintext of the ticket analytics"),
);
const handlesText = yamlText(
  { handles: socialCalendar.handles },
  `${privateHeader("the social media calendar's handles")}\n` +
    " The posts are private-content/social-posts/*.md. In a post's copy, @handle mentions are shown\n" +
    " with the display names below; a handle missing here is shown as written.",
)
  .replace("\n  amara_okafor:", "\n  # Speakers\n  amara_okafor:")
  .replace(/\n {2}(\w+): (Brightmoor Labs)\n/, "\n  # Sponsors and partners\n  $1: $2\n");
write(`${privateContent}/social-calendar.yml`, handlesText);
const postOrder = positions(socialCalendar.posts, (post) => post.Date).map((n) => n / 10);
socialCalendar.posts.forEach(({ Copy, ...post }, index) => {
  const [, day, month] = post.Date.split(" ");
  const iso = `2025-${month === "Sep" ? "09" : "10"}-${day!.padStart(2, "0")}`;
  writeMarkdown(
    `${privateContent}/social-posts/${iso}-${post.Platform.toLowerCase()}-${slugFromName(post.Theme)}.md`,
    { ...post, order: postOrder[index] },
    Copy,
  );
});
console.log("Content written as data files.");

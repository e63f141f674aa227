// Reads the frab / pentabarf schedule.xml (FOSDEM, pretalx's /schedule/export/schedule.xml and
// many frab instances publish only this) into the schedule.json layout, so that one reader,
// c3voc.ts, turns both into the neutral programme. fast-xml-parser decodes the entities, so the
// HTML that FOSDEM writes escaped inside <abstract> arrives as HTML for repairs.ts to convert.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ImportError } from "../model.ts";
import { listOf, objectOf, objectsOf, textOf, type JsonObject } from "./loose-json.ts";

/** Elements that may repeat, by their path: always lists, even when a file has one of them. */
const repeated = new Set([
  "schedule.day",
  "schedule.day.room",
  "schedule.day.room.event",
  "schedule.day.room.event.persons.person",
  "schedule.day.room.event.links.link",
  "schedule.day.room.event.attachments.attachment",
  "schedule.tracks.track",
  "schedule.conference.rooms.room",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  // Titles such as "2038" or "0x10" stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (_name, path) => repeated.has(String(path)),
});

/** An element's text: its content, or `#text` when it also has attributes. */
function elementText(value: unknown): string | undefined {
  return textOf(value) ?? textOf(objectOf(value)?.["#text"]);
}

/** `<person id="4744">Mikhail Gudim</person>` as a schedule.json person. */
function personOf(person: unknown): JsonObject {
  const object = objectOf(person) ?? {};
  return {
    id: textOf(object["@id"]),
    guid: textOf(object["@guid"]),
    code: textOf(object["@code"]),
    public_name: elementText(person),
  };
}

/** `<link href="...">title</link>` (and `<attachment>`) as a schedule.json link. */
function linkOf(link: unknown): JsonObject {
  const object = objectOf(link) ?? {};
  return {
    url: textOf(object["@href"]),
    title: elementText(link),
    type: textOf(object["@type"]),
  };
}

/**
 * An object without a prototype, for keys that come from the export (room names, element names):
 * a room called `__proto__`, `constructor` or `toString` is then a room like any other, not
 * Object.prototype or one of its methods.
 */
const keyedByName = <T>() => Object.create(null) as Record<string, T>;

/** One `<event>` with its child elements as fields and its attributes (id, guid, code) too. */
function eventOf(event: JsonObject): JsonObject {
  const fields = keyedByName<unknown>();
  for (const [key, value] of Object.entries(event)) {
    if (key.startsWith("@")) fields[key.slice(1)] = textOf(value);
    else if (!["persons", "links", "attachments", "recording"].includes(key))
      fields[key] = elementText(value);
  }
  // `<recording><license/><optout>true</optout></recording>`: schedule.json's do_not_record and
  // recording_license. Some frab instances write `<do_not_record>` itself, which the loop keeps.
  const recording = objectOf(event.recording);
  if (recording) {
    fields.do_not_record ??= elementText(recording.optout);
    fields.recording_license ??= elementText(recording.license);
  }
  return {
    ...fields,
    persons: objectsOf(objectOf(event.persons)?.person).map(personOf),
    links: listOf(objectOf(event.links)?.link).map(linkOf),
    attachments: listOf(objectOf(event.attachments)?.attachment).map(linkOf),
  };
}

function dayOf(day: JsonObject): JsonObject {
  const rooms = keyedByName<JsonObject[]>();
  for (const room of objectsOf(day.room)) {
    const name = textOf(room["@name"]) ?? "";
    rooms[name] = [...(rooms[name] ?? []), ...objectsOf(room.event).map(eventOf)];
  }
  return {
    index: textOf(day["@index"]),
    date: textOf(day["@date"]),
    day_start: textOf(day["@start"]),
    day_end: textOf(day["@end"]),
    rooms,
  };
}

/**
 * The parsed XML, or an ImportError of one line that names the file and the cause: the
 * validator's finding, or what the parser refused (an entity that expands past its limits, an
 * external entity, tags nested past its limit, an element named `__proto__`).
 */
function parsed(xml: string, source: string): unknown {
  let valid: ReturnType<typeof XMLValidator.validate>;
  let result: unknown;
  try {
    valid = XMLValidator.validate(xml);
    if (valid === true) result = parser.parse(xml);
  } catch (error) {
    const cause = String((error as Error).message ?? error).split("\n")[0];
    throw new ImportError([`${source}: cannot be read as XML (${cause})`]);
  }
  if (valid !== true) {
    throw new ImportError([
      `${source}: is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`,
    ]);
  }
  return result;
}

/** The XML as the schedule.json layout; an ImportError when it is not XML or not a schedule. */
export function frabXmlToJson(xml: string, source: string): JsonObject {
  const schedule = objectOf(objectOf(parsed(xml, source))?.schedule);
  if (!schedule) {
    throw new ImportError([
      `${source}: is XML, but not a frab/pentabarf schedule.xml (its root element is not <schedule>)`,
    ]);
  }
  const conference = objectOf(schedule.conference) ?? {};
  const conferenceFields = Object.fromEntries(
    Object.entries(conference).map(([key, value]) => [key, elementText(value)]),
  );
  const generator = objectOf(schedule.generator);
  return {
    generator: { name: textOf(generator?.["@name"]) },
    schedule: {
      version: elementText(schedule.version),
      base_url: conferenceFields.base_url,
      conference: {
        ...conferenceFields,
        tracks: listOf(objectOf(schedule.tracks)?.track).map((track) => ({
          name: elementText(track),
        })),
        days: objectsOf(schedule.day).map(dayOf),
      },
    },
  };
}

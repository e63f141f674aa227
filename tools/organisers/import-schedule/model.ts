// The neutral programme both formats are read into: the merge step knows nothing of frab,
// pretalx or Sessionize. Times are wall-clock times in the event's time zone.

export type SourceFormat = "pretalx" | "frab" | "sessionize";

export interface ImportedLink {
  title: string;
  url: string;
}

export interface ImportedSession {
  /** The id the source tool gives the session (pretalx code, frab id, Sessionize id). */
  sourceId: string;
  title: string;
  subtitle?: string;
  /**
   * The conference day the session belongs to, YYYY-MM-DD: the tool's day, which for a night
   * session is the evening before the calendar date it starts on.
   */
  date: string;
  /** Local start and end, HH:MM. */
  start: string;
  end: string;
  /** The start is on the calendar day after `date` (a night session of that day). */
  startsNextDay?: boolean;
  /** The end is on the calendar day after `date`. */
  endsNextDay: boolean;
  room: string;
  /** The tool's session type or format, e.g. "Talk", "Panel discussion"; used to derive `kind`. */
  type?: string;
  /** A break, lunch or registration slot rather than a talk (Sessionize "service session"). */
  isService?: boolean;
  track?: string;
  /** Source ids of the speakers, in the order the tool lists them. */
  speakerIds: string[];
  abstract?: string;
  description?: string;
  /** Slides, code and other pages. */
  links: ImportedLink[];
  liveStreams: ImportedLink[];
  recordings: ImportedLink[];
  /**
   * What the export says of recording: `do_not_record`, schedule.xml's `<recording><optout>`, its
   * room's recording default (39C3's `features.recording`), or a recording link; undefined when
   * it says nothing.
   */
  recording?: "recorded" | "not recorded";
  cancelled: boolean;
}

export interface ImportedSpeaker {
  sourceId: string;
  name: string;
  bio?: string;
  /** Job title or tagline. */
  title?: string;
  organization?: string;
  /** Absolute URL of the photo in the source tool. */
  photoUrl?: string;
  /** Profile links the tool knows, in the site's fields. */
  linkedin?: string;
  /** A handle without @. */
  twitter?: string;
  website?: string;
}

export interface ImportedProgramme {
  format: SourceFormat;
  /** IANA name of the event's time zone. */
  timeZone: string;
  /**
   * True when neither the export nor --time-zone named the zone and the import chose it from the
   * offsets the export's times carry: a guess, which schedule.json must not publish as a name.
   */
  timeZoneInferred?: boolean;
  /** The event's days, YYYY-MM-DD, ascending; may include days without sessions. */
  days: string[];
  /** Room names in the export's order, including rooms only sessions mention. */
  rooms: string[];
  /** Track names in the export's order. */
  tracks: string[];
  sessions: ImportedSession[];
  speakers: ImportedSpeaker[];
  /** Things the organiser should know that do not stop the import. */
  warnings: string[];
}

/** A problem with the input that stops the import; the message names the field and the value. */
export class ImportError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ImportError";
  }
}

/** A value as a message shows it: strings quoted, long values cut. */
export function shown(value: unknown): string {
  const text = value === undefined ? "nothing" : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** A JSON path in the form messages use: `schedule.conference.days[1].rooms["Hall A"][0].start`. */
export function pathText(path: readonly (string | number)[]): string {
  let text = "";
  for (const part of path) {
    if (typeof part === "number") text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) text += text ? `.${part}` : part;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text || "(the whole file)";
}

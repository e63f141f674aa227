import {
  dayWordsAttribute,
  timesAttribute,
  timesClass,
  zoneSwitchAttribute,
} from "./times-markup.ts";
import { shownTimes, type TimesMarkup } from "./zone-times.ts";
import "./time-zone.css";

// Every time the time zone switch converts is built by EventTimes, in the event's clock, with
// each instant in `datetime` (docs/decisions/042), so that the page's one converter
// (zone-switch.ts) finds and rewrites any of them, also copies other parts make (the agenda).

/** A time ("09:00") or a range ("17:00–18:00"), in the event's clock, marked for the switch. */
export function EventTimes({ datetimes, day, dayWords }: TimesMarkup) {
  const shown = shownTimes({ datetimes, day, dayWords }, null);
  return (
    <span
      className="event-times"
      {...{ [timesAttribute]: day }}
      {...(dayWords === undefined ? {} : { [dayWordsAttribute]: dayWords })}
    >
      {shown.day === undefined ? null : (
        <>
          <span className={timesClass.day}>{shown.day}</span>,{" "}
        </>
      )}
      {shown.times.map((time, index) => (
        <span key={time.datetime} className="event-times__time">
          {index > 0 ? "–" : null}
          <time dateTime={time.datetime}>{time.time}</time>
          {time.after ? <span className={timesClass.after}>{time.after}</span> : null}
        </span>
      ))}
    </span>
  );
}

/**
 * The zone's name, always in words, and the switch between the event's zone and the visitor's.
 * Built for the event's zone; the buttons need the script (hidden until it runs), which also says
 * so plainly when the visitor's zone is the event's.
 */
export function TimeZoneSwitch({ eventZone }: { eventZone: string }) {
  return (
    <div className="zone-switch" {...{ [zoneSwitchAttribute]: eventZone }}>
      <p className="zone-switch__line" data-zone-line>
        {`Times in ${eventZone}, the event’s time zone.`}
      </p>
      <div role="group" aria-label="Show times in" className="zone-switch__choice" hidden>
        <button type="button" aria-pressed="true" data-zone-choice="event">
          Event’s time
        </button>
        <button type="button" aria-pressed="false" data-zone-choice="local">
          My time
        </button>
      </div>
    </div>
  );
}

// Loaded on demand (see social-content-lazy-screen.tsx): the calendar's code is not part of the page's
// initial JavaScript, which only needs the password gate.
import { useMemo } from "react";
import { CalendarError } from "./calendar-error.tsx";
import { readSocialCalendar } from "./read-calendar.ts";
import { SocialContentView } from "./social-content-view.tsx";

export interface CalendarScreenProps {
  /** The decrypted social dataset, checked here before anything is shown. */
  data: unknown;
}

export default function CalendarScreen({ data }: CalendarScreenProps) {
  const result = useMemo(() => readSocialCalendar(data), [data]);
  return result.ok ? (
    <SocialContentView calendar={result.calendar} />
  ) : (
    <CalendarError message={result.message} />
  );
}

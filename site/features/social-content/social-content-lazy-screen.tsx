import { lazy, Suspense } from "react";
import { ErrorBoundary } from "#site/shared/errors/error-boundary.tsx";
import { CalendarError } from "./calendar-error.tsx";

const CalendarScreen = lazy(() => import("./calendar-screen.tsx"));

export const loadingMessage = "Loading calendar data...";

export interface SocialContentLazyScreenProps {
  /** The decrypted social dataset; its shape is checked before it is shown. */
  data: unknown;
}

/**
 * Shows "Loading calendar data..." while the calendar's code loads, then the calendar, or
 * "Error loading calendar: {message}" when the data is unusable or the code cannot load.
 */
export function SocialContentLazyScreen({ data }: SocialContentLazyScreenProps) {
  return (
    <ErrorBoundary logMessage="The social media calendar failed:" fallback={calendarError}>
      <Suspense
        fallback={
          <p className="calendar-loading" role="status">
            {loadingMessage}
          </p>
        }
      >
        <CalendarScreen data={data} />
      </Suspense>
    </ErrorBoundary>
  );
}

function calendarError(error: unknown) {
  return <CalendarError message={error instanceof Error ? error.message : String(error)} />;
}

import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import { CalendarError } from "./calendar-error.tsx";

const CalendarScreen = lazy(() => import("./calendar-screen.tsx"));

export const loadingMessage = "Loading calendar data...";

export interface SocialCalendarLoaderProps {
  /** The decrypted social dataset; its shape is checked before it is shown. */
  data: unknown;
}

/**
 * Shows "Loading calendar data..." while the calendar's code loads, then the calendar, or
 * "Error loading calendar: {message}" when the data is unusable or the code cannot load.
 */
export function SocialCalendarLoader({ data }: SocialCalendarLoaderProps) {
  return (
    <CalendarErrorBoundary>
      <Suspense
        fallback={
          <p className="calendar-loading" role="status">
            {loadingMessage}
          </p>
        }
      >
        <CalendarScreen data={data} />
      </Suspense>
    </CalendarErrorBoundary>
  );
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
}

class CalendarErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The social media calendar failed:", error, info.componentStack);
  }

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    return <CalendarError message={error instanceof Error ? error.message : String(error)} />;
  }
}

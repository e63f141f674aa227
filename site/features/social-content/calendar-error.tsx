export interface CalendarErrorProps {
  message: string;
}

export function CalendarError({ message }: CalendarErrorProps) {
  return (
    <div className="card note-card calendar-error" role="alert">
      <p>Error loading calendar: {message}</p>
      <p>Reload the page to try again. If it keeps happening, tell the summit team.</p>
    </div>
  );
}

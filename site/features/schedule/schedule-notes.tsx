export interface ScheduleNotesProps {
  contactEmail: string;
}

export function ScheduleNotes({ contactEmail }: ScheduleNotesProps) {
  return (
    <div className="container section schedule-notes">
      <section className="card" aria-labelledby="schedule-notes-title">
        <h2 id="schedule-notes-title">Schedule notes</h2>
        <ul>
          <li>
            Calendar invites and event-platform links will be sent to registered participants closer
            to the event.
          </li>
          <li>All sessions have personalised check-in links.</li>
        </ul>
      </section>
      <section className="card" aria-labelledby="interview-room-title">
        <h2 id="interview-room-title">INTERVIEW ROOM SCHEDULE</h2>
        <p>The interview room schedule is TBC.</p>
        <p>
          Contact <a href={`mailto:${contactEmail}`}>{contactEmail}</a> to book slots.
        </p>
      </section>
    </div>
  );
}

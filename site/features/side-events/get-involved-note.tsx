import type { GetInvolved } from "#content/schema/organisation.ts";
import { settings } from "#content/settings.yml";
import "./side-events.css";

export interface GetInvolvedNoteProps {
  note: GetInvolved;
}

export function GetInvolvedNote({ note }: GetInvolvedNoteProps) {
  const address = settings.contacts.general;
  return (
    <section className="card get-involved" aria-labelledby="get-involved-title">
      <h2 id="get-involved-title">{note.heading}</h2>
      <p>{note.text}</p>
      <p>
        <a className="button button--primary" href={`mailto:${address}`}>
          Email {address}
        </a>
      </p>
    </section>
  );
}

import { Fragment } from "react";
import type { Room } from "#content/schema/programme.ts";

const details = [
  ["USAGE", "usage"],
  ["CATERING", "catering"],
  ["PURPOSE", "purpose"],
] as const;

export interface RoomAllocationsProps {
  rooms: readonly Room[];
}

export function RoomAllocations({ rooms }: RoomAllocationsProps) {
  return (
    <section className="container section" aria-labelledby="room-allocations-title">
      <h2 id="room-allocations-title">ROOM ALLOCATIONS</h2>
      <ul className="card-grid room-grid">
        {rooms.map((room) => (
          <li key={room.name} className="card room-card">
            <h3>
              {room.name}
              {room.floor ? <span className="room-card__floor"> ({room.floor})</span> : null}
            </h3>
            {/* An imported room may have only its name until an organiser adds the rest. */}
            <dl>
              {details.map(([label, key]) =>
                room[key] ? (
                  <Fragment key={key}>
                    <dt>{label}</dt>
                    <dd>{room[key]}</dd>
                  </Fragment>
                ) : null,
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Room } from "#content/schema/programme.ts";

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
              {room.name} <span className="room-card__floor">({room.floor})</span>
            </h3>
            <dl>
              <dt>USAGE</dt>
              <dd>{room.usage}</dd>
              <dt>CATERING</dt>
              <dd>{room.catering}</dd>
              <dt>PURPOSE</dt>
              <dd>{room.purpose}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

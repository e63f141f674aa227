import { settings } from "#content/settings.yml";
import type { Room, VenueInfo } from "#content/schema/programme.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import { PageHeader } from "#site/shared/ui/page-header.tsx";
import { VenueMap } from "./venue-map.tsx";
import "./venue.css";

/** One card of the room allocations: main, breakout or support rooms. */
export interface RoomGroup {
  title: string;
  rooms: readonly Room[];
}

export interface VenuePageProps {
  info: VenueInfo;
  roomGroups: readonly RoomGroup[];
}

const transportModes = [
  { key: "train", title: "By train" },
  { key: "underground", title: "By Underground" },
  { key: "bus", title: "By bus" },
] as const;

/**
 * The venue page's body (docs/product/specification.md §2 "Venue"): the address and its map,
 * getting there, access, the rooms and the hotels nearby. One component, so that the page
 * header's paragraphs are React's children and not an Astro slot.
 */
export function VenuePage({ info, roomGroups }: VenuePageProps) {
  const { venue } = settings;
  return (
    <>
      <PageHeader title="Venue" eyebrow={`${venue.name}, ${venue.area}`}>
        {info.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageHeader>
      <div className="container section venue-layout">
        <section aria-labelledby="address-title">
          <h2 id="address-title">Address</h2>
          <address className="venue-address">
            {venue.name}
            <br />
            {venue.streetAddress}
            <br />
            {venue.city} {venue.postcode}
          </address>
          <VenueMap name={venue.name} latitude={venue.latitude} longitude={venue.longitude} />
        </section>
        <section aria-labelledby="transport-title">
          <h2 id="transport-title">Getting there</h2>
          {transportModes.map((mode) => (
            <div key={mode.key}>
              <h3>{mode.title}</h3>
              <ul>
                {info.transport[mode.key].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
          <h2>Access</h2>
          <dl className="access-notes">
            <dt>Main entrance</dt> <dd>{info.access.mainEntrance}</dd>
            <dt>Taxi drop-off</dt> <dd>{info.access.taxiDropOff}</dd>
            <dt>Step-free access</dt> <dd>{info.access.stepFree}</dd>
          </dl>
        </section>
      </div>
      <section className="section section--tinted" aria-labelledby="venue-rooms-title">
        <div className="container">
          <h2 id="venue-rooms-title">Room allocations</h2>
          <div className="card-grid card-grid--three">
            {roomGroups.map((group) => (
              <div key={group.title} className="card">
                <h3>{group.title}</h3>
                <ul className="room-list">
                  {group.rooms.map((room) => (
                    <li key={room.name}>
                      <strong>{room.name}</strong>{" "}
                      {room.floor ? <span className="room-list__floor">{room.floor}</span> : null}
                      {room.purpose ? (
                        <span className="room-list__purpose">{room.purpose}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="container section" aria-labelledby="hotels-title">
        <h2 id="hotels-title">Recommended hotels</h2>
        <p>{info.accommodationNote}</p>
        <ul className="card-grid card-grid--three">
          {info.hotels.map((hotel) => (
            <li key={hotel.name} className="card">
              <h3>{hotel.name}</h3>
              <p>
                {hotel.address} · {hotel.distance}
              </p>
              <p>{hotel.note}</p>
              <ExternalLink href={hotel.website}>Visit {hotel.name}</ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

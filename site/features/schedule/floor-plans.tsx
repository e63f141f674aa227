import type { FloorKeyItem, FloorPlan } from "#content/schema/programme.ts";

export interface FloorPlansProps {
  floorPlans: readonly FloorPlan[];
  floorKey: readonly FloorKeyItem[];
  venueName: string;
}

export function FloorPlans({ floorPlans, floorKey, venueName }: FloorPlansProps) {
  if (floorPlans.length === 0) return null;
  return (
    <section className="container section" aria-labelledby="floor-plans-title">
      <h2 id="floor-plans-title">VENUE FLOOR PLAN</h2>
      <p>
        {venueName} has {floorPlans.length} floors. The plans are schematic, not to scale.
      </p>
      <div className="floor-plans">
        {floorPlans.map((plan) => (
          <figure key={plan.floor} className="card floor-plan">
            <img
              src={plan.image}
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
              alt={`Schematic plan of the ${plan.floor.toLowerCase()}, showing ${plan.rooms.join(", ")}.`}
            />
            <figcaption>
              <h3>{plan.floor}</h3>
              <ul className="floor-plan__rooms">
                {plan.rooms.map((room) => (
                  <li key={room}>{room}</li>
                ))}
              </ul>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="card floor-key">
        <h3>KEY</h3>
        <ul>
          {floorKey.map((item) => (
            <li key={item.id} className={`floor-key__item floor-key__item--${item.id}`}>
              {item.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

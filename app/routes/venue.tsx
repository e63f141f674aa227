import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Venue",
    description: "Friends House, Euston, London: getting there, rooms and hotels.",
    path: "/venue",
  });

export default function VenueRoute() {
  return (
    <ComingSoon
      title={"Venue"}
      whatIsComing={
        "Venue details are being added: the address, transport, a map, access notes, room allocations and recommended hotels."
      }
    />
  );
}

// Build time: what the venue page (site/pages/venue.astro) is given beside its component.
import type { Content } from "#content/content-types.ts";
import type { RoomGroup } from "#site/features/venue/venue-page.tsx";

/**
 * The room allocations' three cards, each room with its floor and purpose from content/rooms.yml.
 * The content check makes sure that every name in venue.yml's room groups is a room.
 */
export function venueRoomGroups({
  rooms,
  venueInfo,
}: Pick<Content, "rooms" | "venueInfo">): RoomGroup[] {
  const roomByName = new Map(rooms.map((room) => [room.name, room]));
  const group = (names: readonly string[]) => names.map((name) => roomByName.get(name)!);
  return [
    { title: "Main rooms", rooms: group(venueInfo.roomGroups.main) },
    { title: "Breakout rooms", rooms: group(venueInfo.roomGroups.breakout) },
    { title: "Support rooms", rooms: group(venueInfo.roomGroups.support) },
  ];
}

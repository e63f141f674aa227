import type { FloorKeyItem, FloorPlan, Room } from "./schema/programme.ts";

// The 15 rooms booked at Friends House, top floor first. Room names are the summit's own labels
// for the spaces; the floor plans are schematic, not to scale.
export const rooms: Room[] = [
  {
    name: "Penn Room",
    floor: "Second floor",
    usage: "All days full day",
    catering: "No catering",
    purpose: "Breakout room for up to 40, set out cabaret style with a screen.",
  },
  {
    name: "Fell Room",
    floor: "Second floor",
    usage: "Day 2 + 3 half day",
    catering: "No catering",
    purpose: "Breakout room for up to 30 on the Wednesday and Thursday afternoons.",
  },
  {
    name: "Woolman Room",
    floor: "Second floor",
    usage: "Day 2 + 3 half day",
    catering: "catering TBD",
    purpose: "Breakout room for up to 30 on the Wednesday and Thursday afternoons.",
  },
  {
    name: "Interview Room",
    floor: "Second floor",
    usage: "All days full day",
    catering: "No catering",
    purpose: "Quiet room for press, podcast and video interviews, booked in slots.",
  },
  {
    name: "Drawing Room",
    floor: "First floor",
    usage: "All days full day",
    catering: "Light catering",
    purpose: "Second stage for parallel panels, and the hub room for each day's breakouts.",
  },
  {
    name: "Library",
    floor: "First floor",
    usage: "All days full day",
    catering: "No catering",
    purpose: "Quiet working space for participants; no sessions and no phone calls.",
  },
  {
    name: "Fry Room",
    floor: "First floor",
    usage: "All days full day",
    catering: "No catering",
    purpose: "Breakout room for up to 50, with a screen and a roaming microphone.",
  },
  {
    name: "Fox Room",
    floor: "First floor",
    usage: "All days full day",
    catering: "Light catering",
    purpose: "Breakout room for up to 50, also used for small sponsor meetings.",
  },
  {
    name: "The Light",
    floor: "Ground floor",
    usage: "All days full day",
    catering: "No catering",
    purpose: "Main hall for keynotes, plenary panels and the opening and closing sessions.",
  },
  {
    name: "Small Meeting House",
    floor: "Ground floor",
    usage: "All days full day",
    catering: "No catering",
    purpose: "Parallel stage for research talks and panels, with its own sound and screen.",
  },
  {
    name: "Courtyard",
    floor: "Ground floor",
    usage: "All days full day",
    catering: "Breakfast, lunch, coffee",
    purpose: "Registration desk, coffee breaks, sponsor stands and networking.",
  },
  {
    name: "Garden Room",
    floor: "Ground floor",
    usage: "All days full day",
    catering: "Breakfast, lunch, coffee",
    purpose: "Speakers, sponsors and VIPs lunch, and the evening receptions.",
  },
  {
    name: "Speaker & VIP Room",
    floor: "Lower ground floor",
    usage: "All days full day",
    catering: "Light catering",
    purpose: "Green room for speakers, sponsors and VIPs, with the VIP break each morning.",
  },
  {
    name: "Hodgkin Room",
    floor: "Lower ground floor",
    usage: "Day 2 + 3 half day",
    catering: "catering TBD",
    purpose: "Workshop room for up to 35 on the Wednesday and Thursday afternoons.",
  },
  {
    name: "Crew Room",
    floor: "Lower ground floor",
    usage: "All days full day",
    catering: "Light catering",
    purpose: "Organisers' office, AV crew and volunteer base; lost property and first aid.",
  },
];

export const floorPlans: FloorPlan[] = [
  {
    floor: "Second floor",
    image: "/images/venue/floor-second.svg",
    rooms: ["Penn Room", "Fell Room", "Woolman Room", "Interview Room"],
  },
  {
    floor: "First floor",
    image: "/images/venue/floor-first.svg",
    rooms: ["Drawing Room", "Library", "Fry Room", "Fox Room"],
  },
  {
    floor: "Ground floor",
    image: "/images/venue/floor-ground.svg",
    rooms: ["The Light", "Small Meeting House", "Courtyard", "Garden Room"],
  },
  {
    floor: "Lower ground floor",
    image: "/images/venue/floor-lower-ground.svg",
    rooms: ["Speaker & VIP Room", "Hodgkin Room", "Crew Room"],
  },
];

export const floorKey: FloorKeyItem[] = [
  { id: "toilets", label: "Toilets" },
  { id: "accessible-toilets", label: "Accessible toilets" },
  { id: "stairs", label: "Stairs" },
  { id: "lifts", label: "Lifts" },
  { id: "accessible-lift", label: "Accessible lift" },
  { id: "cafe", label: "Café" },
  { id: "bookshop", label: "Bookshop" },
  { id: "library", label: "Library" },
];

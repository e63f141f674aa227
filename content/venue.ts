import type { VenueInfo } from "./schema/programme.ts";

// Venue page content. The venue facts are public; the hotels are fictional samples, to be replaced
// with real recommendations before launch.
export const venueInfo: VenueInfo = {
  description: [
    "Friends House is the home of Quakers in Britain, a Grade II listed building on Euston Road, directly opposite Euston station. Since it opened in 1926 it has hosted meetings, concerts and conferences, and its large main hall, The Light, is where the summit's keynotes take place.",
    "For three days the summit takes over four floors of the building: keynotes and plenary panels in The Light, parallel sessions and breakouts in the meeting rooms upstairs, and coffee, lunch and receptions around the Courtyard and the Garden Room. A café and a bookshop on the ground floor are open to everyone.",
  ],
  transport: {
    train: [
      "Euston station is directly across Euston Road, under a minute's walk from the main entrance.",
      "King's Cross and St Pancras International are 10 to 15 minutes' walk east along Euston Road.",
      "Eurostar passengers arrive at St Pancras International, a short walk or one bus stop away.",
    ],
    underground: [
      "Euston Square (Circle, Hammersmith & City and Metropolitan lines) is a two-minute walk west along Euston Road.",
      "Euston (Northern and Victoria lines) is across the road, inside the mainline station.",
      "King's Cross St Pancras (six lines, including the Piccadilly line from Heathrow) is 10 to 15 minutes' walk east.",
    ],
    bus: [
      "Many routes run along Euston Road and stop outside or near Euston Square station, including the 18, 30, 73 and 205.",
      "Routes into Euston bus station, across the road, link the venue with Camden, the West End and the City.",
      "Check Transport for London's journey planner for current routes and any diversions.",
    ],
  },
  access: {
    mainEntrance:
      "The main entrance is on Euston Road, facing Euston station. Follow the signs to registration in the Courtyard on the ground floor.",
    taxiDropOff:
      "Euston Road is a red route, so taxis and cars cannot stop outside. Ask to be set down in Endsleigh Gardens, the quieter street behind the building.",
    stepFree:
      "There is step-free access from the street to the ground floor, and lifts serve every floor, including an accessible lift. Accessible toilets are marked on the floor plans; ask at registration for any other help.",
  },
  roomGroups: {
    main: ["The Light", "Small Meeting House", "Drawing Room"],
    breakout: ["Penn Room", "Fell Room", "Woolman Room", "Fry Room", "Fox Room", "Hodgkin Room"],
    support: [
      "Courtyard",
      "Garden Room",
      "Speaker & VIP Room",
      "Interview Room",
      "Library",
      "Crew Room",
    ],
  },
  hotels: [
    {
      name: "The Bramblegate Hotel",
      address: "18 Varden Row, London NW1",
      distance: "5 minutes' walk",
      website: "https://bramblegate-hotel.example",
      note: "Mid-range rooms a short walk from Euston station; breakfast from 06:30 on summit days.",
    },
    {
      name: "Hollin House Euston",
      address: "42 Carrick Street, London WC1H",
      distance: "8 minutes' walk",
      website: "https://hollinhouse.example",
      note: "Quiet Bloomsbury townhouse hotel with a small number of accessible rooms; book early.",
    },
    {
      name: "Corbell Rooms King's Cross",
      address: "7 Marlow Yard, London N1C",
      distance: "12 minutes' walk",
      website: "https://corbell-rooms.example",
      note: "Budget-friendly rooms near King's Cross St Pancras, handy for Eurostar arrivals.",
    },
  ],
  accommodationNote: "Participants book their own accommodation.",
};

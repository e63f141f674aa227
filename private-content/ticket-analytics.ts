// PRIVATE: plaintext of the ticket analytics. Only the build reads this file; the site ships it
// encrypted (docs/decisions/006-private-area-encryption.md).
import type { TicketAnalytics } from "../content/schema/private.ts";

export const ticketAnalytics: TicketAnalytics = {
  ticketCounts: { student: 51, general: 40, researcher: 24 },
  organizations: [
    "Ashbury College of Medicine",
    "Brightmoor Labs",
    "Cinderwick Cloud",
    "Civicroft Trust",
    "Cobaltline Software",
    "Fathomline AI",
    "Glenmarrow University",
    "Harrowgate Centre for Technology Policy",
    "Hollowcrest Compute",
    "Kellsbridge Polytechnic",
    "Kindling Schools Alliance",
    "Larkspire Health",
    "Lumenfield AI",
    "Northwall Institute of Technology",
    "Open Weights Guild",
    "Pellwater Insurance",
    "Quarrystone Labs",
    "Tessaray Bio",
    "Tidemarsh Institute for Wellbeing",
    "University of Carrowdale",
    "Vellmount Silicon",
    "Wideharbour Learning Network",
    "Wrenfold Robotics",
  ],
};

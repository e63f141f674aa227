// Connections to public servers only, for the addresses speakers type in (their photos): a fetch
// whose every connection, redirects included, goes to an address that was checked as public
// when it was resolved, by the same lookup that the connection uses. Checking a host's addresses
// first and letting fetch resolve the name again would let a name that answers a public address
// first and 127.0.0.1 next (DNS rebinding) reach this machine or its network.
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";
import type { Fetch } from "./download.ts";

/** Host name to every address it resolves to. */
export type Resolve = (hostname: string) => Promise<string[]>;

/** The system's resolver (getaddrinfo, as fetch uses it): every address of a name. */
export const lookupAll: Resolve = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

// Addresses a download may not connect to: this machine, private networks, link-local, shared
// (carrier NAT), documentation, multicast and reserved ranges. IPv6 is public only in global
// unicast (2000::/3), which leaves out ::1, ::, fc00::/7, fe80::/10, ff00::/8 and IPv4-mapped
// addresses (::ffff:0:0/96, checked against the IPv4 list as well).
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** Whether an IP address is on the public internet; false for anything that is not an address. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = isIP(address);
    if (family === 4) return !nonPublic.check(address, "ipv4");
    if (family === 6) {
      return globalUnicast.check(address, "ipv6") && !nonPublic.check(address, "ipv6");
    }
  } catch {
    // An address BlockList does not take (an IPv6 zone, say) is not one to fetch from.
  }
  return false;
}

/**
 * A refused connection. Its message is the same whatever the address was, so that a warning
 * never tells what answers inside a network (or that anything does).
 */
export class NotPublicError extends Error {
  constructor(host: string) {
    super(`${host} is not a public server`);
    this.name = "NotPublicError";
  }
}

/** The addresses of a name as a connection takes them, or a NotPublicError. */
function publicEntries(hostname: string, addresses: readonly string[], family: number) {
  if (!addresses.length || addresses.some((address) => !isPublicAddress(address))) {
    throw new NotPublicError(hostname);
  }
  const entries = addresses
    .map((address) => ({ address, family: isIP(address) }))
    .filter((entry) => !family || entry.family === family);
  if (!entries.length) throw new NotPublicError(hostname);
  return entries;
}

/** 4, 6, or 0 for either: a lookup's `family` may also be written "IPv4" or "IPv6". */
function familyNumber(family: number | string | undefined): number {
  if (family === "IPv4") return 4;
  if (family === "IPv6") return 6;
  return Number(family) || 0;
}

/** A lookup for net.connect that gives only public addresses, and refuses a name with any other. */
export function publicLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        let entries;
        try {
          entries = publicEntries(hostname, addresses, familyNumber(options.family));
        } catch (error) {
          callback(error as NodeJS.ErrnoException, "", 0);
          return;
        }
        if (options.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/**
 * A fetch that connects to public addresses only, on every request and every redirect hop: the
 * connection resolves the host itself through `resolve` and refuses it unless every address is
 * public; a literal address in the URL is checked the same way. `close()` ends its connections.
 */
export function publicFetch(resolve: Resolve = lookupAll): Fetch & { close(): Promise<void> } {
  const connector = buildConnector({ lookup: publicLookup(resolve) });
  const agent = new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) && !isPublicAddress(host)) {
        callback(new NotPublicError(host), null);
        return;
      }
      connector(options, callback);
    },
  });
  const fetchFn = (url: string, init?: RequestInit) =>
    undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: agent,
    }) as unknown as Promise<Response>;
  return Object.assign(fetchFn, { close: () => agent.close() });
}

// The one guard in front of every outbound request to a URL a user gave (web push endpoints today;
// webhooks and bank connections later). A user-given URL may only reach public unicast addresses:
// loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local,
// multicast, unspecified and the IPv6 ranges that embed an IPv4 address are refused. The name is checked
// when the URL is saved and again inside the connection's own DNS lookup when it is used, so a name that
// resolved to a public address at subscribe time and to 127.0.0.1 later (DNS rebinding) still cannot
// reach the inside. Redirects are never followed by the senders that use it.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export type OutboundRefusal = 'not-a-url' | 'scheme' | 'credentials' | 'not-public' | 'unresolvable';

export class OutboundRefused extends Error {
  constructor(
    readonly kind: OutboundRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundPolicy {
  /** schemes the caller accepts, e.g. ['https:'] */
  protocols: readonly string[];
  /**
   * Hosts (names or addresses, lower case) an operator allowed although they are not public, e.g. a
   * push relay on the LAN; from OUTBOUND_ALLOW_HOSTS. Empty by default: nothing inside is reachable.
   */
  allowHosts?: ReadonlySet<string>;
}

/** Why an address is not public, or null when it is a public unicast address. */
export function nonPublicRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1 to the kernel
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  return range === 'unicast' ? null : range;
}

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** Parses and checks the URL's shape (no network): the first half of the guard. */
export function outboundUrl(raw: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('not-a-url', 'is not a URL');
  }
  if (!policy.protocols.includes(url.protocol)) throw new OutboundRefused('scheme', `must be an ${policy.protocols.map((p) => `${p}//`).join(' or ')} address`);
  if (url.username || url.password) throw new OutboundRefused('credentials', 'must not carry a user name or password');
  const host = bare(url.hostname);
  if (!policy.allowHosts?.has(host) && ipaddr.isValid(host)) {
    const range = nonPublicRange(host);
    if (range) throw new OutboundRefused('not-public', `points at a ${describe(range)} address, not a public service`);
  }
  return url;
}

function describe(range: string): string {
  const words: Record<string, string> = {
    loopback: 'loopback',
    private: 'private-network',
    linkLocal: 'link-local (cloud metadata)',
    uniqueLocal: 'private-network',
    unspecified: 'unspecified',
    multicast: 'multicast',
    broadcast: 'broadcast',
    carrierGradeNat: 'carrier-grade NAT',
  };
  return words[range] ?? `reserved (${range})`;
}

/** Every address a name resolves to must be public; one inside is enough to refuse (split answers). */
function checkAddresses(host: string, addresses: readonly LookupAddress[]): void {
  if (!addresses.length) throw new OutboundRefused('unresolvable', `the host ${host} does not resolve`);
  for (const a of addresses) {
    const range = nonPublicRange(a.address);
    if (range) throw new OutboundRefused('not-public', `the host ${host} resolves to a ${describe(range)} address, not a public service`);
  }
}

/** The whole check at save time: shape, then the name's addresses. Returns the parsed URL. */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<URL> {
  const url = outboundUrl(raw, policy);
  const host = bare(url.hostname);
  if (policy.allowHosts?.has(host) || ipaddr.isValid(host)) return url;
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, found) => {
      if (err) reject(new OutboundRefused('unresolvable', `the host ${host} does not resolve`));
      else resolve(found);
    });
  });
  checkAddresses(host, addresses);
  return url;
}

/**
 * A DNS lookup for sockets that refuses non-public answers: the connection then goes to exactly the
 * address that was checked, which is what defeats rebinding between check and connect.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const host = bare(hostname);
    dnsLookup(host, { ...options, all: true, verbatim: true }, (err, found) => {
      const cb = callback as (e: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
      if (err) return cb(err, '', 0);
      const addresses = found as LookupAddress[];
      if (!policy.allowHosts?.has(host)) {
        try {
          checkAddresses(host, addresses);
        } catch (e) {
          return cb(e as NodeJS.ErrnoException, '', 0);
        }
      }
      if ((options as { all?: boolean }).all) return cb(null, addresses);
      return cb(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** An https agent whose every connection goes through the guard (IP literals are checked by outboundUrl first). */
export function guardedAgent(policy: OutboundPolicy, options: AgentOptions = {}): Agent {
  return new Agent({ ...options, lookup: guardedLookup(policy) });
}

/** OUTBOUND_ALLOW_HOSTS ("relay.lan, 10.0.0.5") as the set the policy takes. */
export function allowHostsFrom(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => bare(s.trim()))
      .filter(Boolean),
  );
}

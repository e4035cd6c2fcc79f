import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a push may go. The server POSTs to whatever endpoint a browser hands it, so an endpoint
 * must be https: on a public address: never the owner's own network, the server itself or a
 * cloud metadata address. Loopback is allowed only with ALERTS_ALLOW_LOCAL_ENDPOINTS=1, for
 * the tests' local push service.
 */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  notPublic.addSubnet(net, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether push endpoints on this machine are allowed: only the tests' own push service is there. */
export interface Loopback {
  allowLoopback: boolean;
}

/** Why a resolved address may not receive a push, or null when it may. */
export function addressProblem(raw: string, { allowLoopback }: Loopback): string | null {
  const { address, family } = unmapped(raw);
  if (allowLoopback && loopback.check(address, family)) return null;
  return notPublic.check(address, family) ? `${raw} is not a public address` : null;
}

/** Literal IPv6 hosts come bracketed in a URL. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** Why an endpoint cannot be a push service, or null when it can (names are checked again when resolved). */
export function endpointProblem(endpoint: string, options: Loopback): string | null {
  if (!URL.canParse(endpoint)) return 'The endpoint is not a URL.';
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'The endpoint must be an https: address.';
  if (url.username || url.password) return 'The endpoint must not carry a user name or password.';
  const host = bareHost(url.hostname);
  if (isIP(host)) {
    const problem = addressProblem(host, options);
    return problem ? `The endpoint points at ${host}, which is not a public address.` : null;
  }
  const name = host.toLowerCase().replace(/\.$/, '');
  const local = name === 'localhost' || name.endsWith('.localhost');
  if (local && !options.allowLoopback) return 'The endpoint points at this machine (localhost).';
  if (!local && (!name.includes('.') || /\.(local|internal|lan|home\.arpa)$/.test(name))) {
    return `The endpoint's host ${name} is not on the public internet.`;
  }
  return null;
}

/**
 * Resolves a push service's name and refuses it when any address it resolves to is not public,
 * so a name pointed at a private address (or re-pointed after it was checked) gets no request.
 */
export function guardedLookup(options: Loopback): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.map((entry) => addressProblem(entry.address, options)).find(Boolean);
      if (refused) return callback(Object.assign(new Error(`Refused to send a push: ${hostname} resolves to a private address (${refused})`), { code: 'EPUSHPRIVATE' }), '', 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

/** The HTTPS agent every push goes through. */
export function pushAgent(options: Loopback): Agent {
  return new Agent({ keepAlive: true, lookup: guardedLookup(options) });
}

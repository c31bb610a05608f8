import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_ERROR_CODES, WEBHOOK_MESSAGES } from '@hiring/shared/webhooks';
import { AppError } from '../../lib/errors.ts';

/**
 * Where a webhook may point (decision 751): https only in production (http elsewhere, for local
 * receivers), and never a private, loopback, link-local or otherwise internal address unless the
 * deployment allows it (WEBHOOKS_ALLOW_PRIVATE=true, for self-hosting on a private network).
 */
export interface UrlPolicy {
  allowHttp: boolean;
  allowPrivate: boolean;
}

const internal = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  internal.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  internal.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is one a webhook must not reach in production. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1]!, 'ipv4');
  return internal.check(address, 'ipv6');
}

const fieldError = (message: string, code: (typeof WEBHOOK_ERROR_CODES)[keyof typeof WEBHOOK_ERROR_CODES]) =>
  new AppError(400, message, { url: message }).withCode(code);

/** Every address a host name resolves to. */
function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** The host of a URL as a resolver takes it (IPv6 literals lose their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks an address a member gives: its scheme, and (unless allowed) that every address its host
 * resolves to is public. A refusal is a 400 on the `url` field with its own code.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fieldError(WEBHOOK_MESSAGES.urlInvalid, WEBHOOK_ERROR_CODES.urlInvalid);
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:'))
    throw fieldError(WEBHOOK_MESSAGES.urlNotHttps, WEBHOOK_ERROR_CODES.urlNotHttps);
  if (url.username || url.password) throw fieldError(WEBHOOK_MESSAGES.urlInvalid, WEBHOOK_ERROR_CODES.urlInvalid);
  if (policy.allowPrivate) return;
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await resolveAll(host)).map((a) => a.address);
  } catch {
    throw fieldError(WEBHOOK_MESSAGES.urlUnresolved, WEBHOOK_ERROR_CODES.urlInvalid);
  }
  if (addresses.length === 0) throw fieldError(WEBHOOK_MESSAGES.urlUnresolved, WEBHOOK_ERROR_CODES.urlInvalid);
  if (addresses.some(isInternalAddress)) throw fieldError(WEBHOOK_MESSAGES.urlPrivate, WEBHOOK_ERROR_CODES.urlPrivate);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The resolver a delivery connects with: the address checked is the address connected to, so a
 * name that resolved to a public address at registration and to an internal one now is refused.
 */
export function guardedLookup(policy: UrlPolicy) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(host, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!policy.allowPrivate && addresses.some((a) => isInternalAddress(a.address))) {
        const refused = Object.assign(new Error(WEBHOOK_MESSAGES.urlPrivate), { code: 'EWEBHOOKPRIVATE' });
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

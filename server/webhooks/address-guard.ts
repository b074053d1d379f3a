import dns from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where a webhook may not go: addresses that reach this machine, its private network or a
 * cloud metadata service (server-side request forgery). Checked on every address a name
 * resolves to at send time, and the connection is made to the checked address (the
 * lookup below is the socket's own), so a name that changes its answer between the check
 * and the connection (DNS rebinding) cannot slip through.
 */
// Two lists: one BlockList holding both would match every IPv4 address against the
// IPv4-mapped IPv6 range below.
const forbiddenV4 = new BlockList();
const forbiddenV6 = new BlockList();
const v4 = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const;
const v6 = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::ffff:0:0", 96], // IPv4-mapped: would reach the IPv4 ranges above
  ["64:ff9b::", 96], // NAT64: likewise
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds any IPv4 address
  ["fc00::", 7], // unique local (includes AWS's fd00:ec2::254 metadata)
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const;
for (const [net, prefix] of v4) forbiddenV4.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of v6) forbiddenV6.addSubnet(net, prefix, "ipv6");

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? forbiddenV4.check(address, "ipv4") : forbiddenV6.check(address, "ipv6");
}

/** A refused target; its message names the address, never the URL's path or query. */
export class ForbiddenTargetError extends Error {
  readonly code = "WEBHOOK_FORBIDDEN_TARGET";
  constructor(reason: string) {
    super(reason);
    this.name = "ForbiddenTargetError";
  }
}

/** The URL's own problems, before any lookup: scheme, credentials, an address literal. */
export function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ForbiddenTargetError("not a URL");
  }
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) {
    throw new ForbiddenTargetError(
      `${url.protocol} is refused: webhooks go over https:// (WEBHOOK_ALLOW_PRIVATE=1 allows http://)`,
    );
  }
  if (url.username || url.password) {
    throw new ForbiddenTargetError("credentials in the URL are refused");
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!allowPrivate && isIP(host) && isForbiddenAddress(host)) {
    throw new ForbiddenTargetError(`address ${host} is private, loopback or link-local`);
  }
  return url;
}

/**
 * A `lookup` for http(s).request: resolves every address of the name, refuses the lot if
 * any is forbidden, and hands the socket exactly the addresses it checked.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad || addresses.length === 0) {
      const reason = bad
        ? `${hostname} resolves to ${bad.address}, a private, loopback or link-local address`
        : `${hostname} has no address`;
      return callback(new ForbiddenTargetError(reason), "", 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
};

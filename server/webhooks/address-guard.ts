import dns from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where a webhook may not go: addresses that reach this machine, its private network or a
 * cloud metadata service (server-side request forgery). Checked on every address a name
 * resolves to at send time, and the connection is made to the checked address (the
 * lookup below is the socket's own), so a name that changes its answer between the check
 * and the connection (DNS rebinding) cannot slip through.
 *
 * Only ordinary public unicast passes. ipaddr.js (pinned: 2.5.0 knows the IANA
 * special-purpose ranges, NAT64's local-use 64:ff9b:1::/48, IPv4-translated, 6to4 and
 * Teredo) names every special range; anything it calls "unicast" passes, except IPv6
 * outside 2000::/3, the only block IANA hands out as global unicast: that also refuses the
 * deprecated IPv4-compatible form (::127.0.0.1) and any range newer than the library.
 */
const globalUnicastV6 = ipaddr.IPv6.parse("2000::");

export function isForbiddenAddress(address: string): boolean {
  if (!isIP(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== "unicast") return true;
  return parsed.kind() === "ipv6" && !parsed.match(globalUnicastV6, 3);
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
  // The URL parser drops tabs and line breaks silently, so they would be stored as typed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) {
    throw new ForbiddenTargetError("it holds a line break or another control character");
  }
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

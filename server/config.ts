import { isIP } from "node:net";
import path from "node:path";
import { site } from "#app/config/site.ts";

/**
 * All configuration comes from environment variables with safe defaults. A bad value
 * stops the start with a message naming the variable, instead of a confusing failure later.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamInbox: string;
  logLevel: string;
  /** Express `trust proxy`: false, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** Bounds on slow clients (node:http server options). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  databaseConnectTimeoutMs: number;
  /** Load shedding: past these, a request gets 503 + Retry-After (load-shedding.ts). */
  load: {
    maxConcurrentRenders: number;
    /** The staff console's own cap, so that a public flood never refuses staff. */
    maxConcurrentConsoleRenders: number;
    maxPipelinedRequests: number;
    /** Renders one client may ask for in a window (without a staff session). */
    rendersPerClient: { max: number; windowSeconds: number };
    /** Past this share of the time busy, the event loop refuses the site's renders (1: never). */
    maxEventLoopUtilization: number;
  };
  /** `ipv6Subnet`: IPv6 clients are counted per network of this prefix length. */
  rateLimit: { max: number; windowSeconds: number; ipv6Subnet: number };
  minFillMs: number;
  /** Analytics events per client per minute (server/analytics). */
  analyticsPerMinute: number;
  blockList: string[];
  ipHashSalt: string;
  formTokenSecret: string;
  outboxIntervalMs: number;
  shutdownTimeoutMs: number;
  shutdownDrainMs: number;
  /** Signed webhooks (docs/webhooks.md). */
  webhooks: WebhookConfig;
  /** The Prometheus listener (server/metrics): off while `port` is undefined. */
  metrics: { port: number | undefined; host: string };
  /** Where backups are written: the newest file's time is a metric (docs/operations.md). */
  backupDir: string | undefined;
}

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE=1: allow http:// and private, loopback, link-local targets. */
  allowPrivate: boolean;
  timeoutMs: number;
  /** Key that encrypts the endpoint secrets; generated into DATA_DIR when unset. */
  secretKey: string;
  /** Test only: multiplies the retry schedule, so "a day" of retries passes in seconds. */
  retryScale: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

/** A decimal fraction from `min` to 1, such as 0.9. */
function fraction(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= 1)) {
    throw new ConfigError(`${name} must be a decimal from ${min} to 1, such as 0.9; got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(", ")}); got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(" or ")}; got "${parsed.protocol}"`);
  }
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(value.replace(/^.*<(.+)>$/, "$1"))) {
    throw new ConfigError(`${name} must be an e-mail address; got "${value}"`);
  }
  return value;
}

/** Names Express (proxy-addr) accepts in place of addresses. */
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

function proxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which hops may set X-Forwarded-For. `true` (trust every hop) is refused: the client
 * address would then be whatever the visitor writes in that header, and rotating it
 * walks past the rate limit.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? "").trim();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new ConfigError(
      "TRUST_PROXY=true is refused: it trusts every X-Forwarded-For entry, so any client " +
        "can forge its address and bypass the rate limit. Give the number of proxies in " +
        'front of the server (e.g. "1") or their addresses/CIDRs (e.g. "127.0.0.1,10.0.0.0/8")',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY hop count must be 0 to 10; got "${raw}"`);
    return hops;
  }
  const entries = value.split(",").map((s) => s.trim());
  const bad = entries.filter((e) => !proxyEntry(e));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs ` +
        `(or loopback, linklocal, uniquelocal); not understood: "${bad.join('", "')}"`,
    );
  }
  return entries;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function loadConfig(env: Env = process.env): Config {
  const logLevel = env.LOG_LEVEL || "info";
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; got "${logLevel}"`);
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const siteUrl = (url(env, "SITE_URL", ["http:", "https:"]) ?? site.url).replace(/\/+$/, "");
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const host = env.HOST || "0.0.0.0";
  if (!/^[\w.:-]+$/.test(host))
    throw new ConfigError(`HOST must be a host name or address; got "${host}"`);

  const headersTimeoutMs = integer(env, "HEADERS_TIMEOUT_MS", 10000, 1000, 600000);
  const requestTimeoutMs = integer(env, "REQUEST_TIMEOUT_MS", 30000, 1000, 600000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }

  return {
    port: integer(env, "PORT", 3000, 0, 65535),
    host,
    dataDir,
    siteUrl,
    databaseUrl: url(env, "DATABASE_URL", ["postgres:", "postgresql:"]),
    smtpUrl: url(env, "SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom: email(env, "MAIL_FROM", `${site.name} website <${site.emails.noReply}>`),
    teamInbox: email(env, "TEAM_INBOX", site.emails.sales),
    logLevel,
    trustProxy,
    rateLimit: {
      max: integer(env, "RATE_LIMIT_MAX", 10, 1, 100000),
      windowSeconds: integer(env, "RATE_LIMIT_WINDOW_SECONDS", 60, 1, 86400),
      // One home or office gets a /64 (or more) of its own: counting per address would
      // give it 2^64 allowances.
      ipv6Subnet: integer(env, "RATE_LIMIT_IPV6_SUBNET", 64, 1, 128),
    },
    minFillMs: integer(env, "MIN_FILL_MS", 2000, 0, 60000),
    analyticsPerMinute: integer(env, "ANALYTICS_EVENTS_PER_MINUTE", 120, 1, 1_000_000),
    blockList: (env.BLOCK_LIST ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    ipHashSalt: env.IP_HASH_SALT || "",
    formTokenSecret: env.FORM_TOKEN_SECRET || "",
    outboxIntervalMs: integer(env, "OUTBOX_INTERVAL_MS", 2000, 50, 600000),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 10000, 0, 600000),
    shutdownDrainMs: integer(env, "SHUTDOWN_DRAIN_MS", 0, 0, 600000),
    http: {
      headersTimeoutMs,
      requestTimeoutMs,
      keepAliveTimeoutMs: integer(env, "KEEP_ALIVE_TIMEOUT_MS", 5000, 1000, 600000),
    },
    databaseConnectTimeoutMs: integer(env, "DATABASE_CONNECT_TIMEOUT_MS", 5000, 500, 120000),
    load: {
      maxConcurrentRenders: integer(env, "MAX_CONCURRENT_RENDERS", 16, 1, 1000),
      maxConcurrentConsoleRenders: integer(env, "MAX_CONCURRENT_CONSOLE_RENDERS", 8, 1, 1000),
      maxPipelinedRequests: integer(env, "MAX_PIPELINED_REQUESTS", 8, 1, 1000),
      rendersPerClient: {
        max: integer(env, "RENDERS_PER_CLIENT", 10, 1, 1_000_000),
        windowSeconds: integer(env, "RENDERS_PER_CLIENT_WINDOW_SECONDS", 10, 1, 3600),
      },
      maxEventLoopUtilization: fraction(env, "MAX_EVENT_LOOP_UTILIZATION", 0.9, 0.5),
    },
    webhooks: webhookConfig(env),
    metrics: metricsConfig(env, host),
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
  };
}

/**
 * METRICS_PORT: a listener of its own, never the public one (its figures are for the
 * operator's Prometheus), and on loopback unless METRICS_HOST says otherwise. Off when
 * unset: two instances on one machine (deploy/nkabom-pay@.service) need a port each.
 */
function metricsConfig(env: Env, publicHost: string): Config["metrics"] {
  const host = env.METRICS_HOST || "127.0.0.1";
  if (!/^[\w.:-]+$/.test(host)) {
    throw new ConfigError(`METRICS_HOST must be a host name or address; got "${host}"`);
  }
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === "") return { port: undefined, host };
  const port = integer(env, "METRICS_PORT", 0, 1, 65535);
  const publicPort = integer(env, "PORT", 3000, 0, 65535);
  if (port === publicPort) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${publicPort}): the metrics are not for the public (HOST ${publicHost})`,
    );
  }
  return { port, host };
}

function webhookConfig(env: Env): WebhookConfig {
  const allow = env.WEBHOOK_ALLOW_PRIVATE ?? "";
  if (!["", "0", "1"].includes(allow)) {
    throw new ConfigError(`WEBHOOK_ALLOW_PRIVATE must be 1 or 0; got "${allow}"`);
  }
  const scale = env.WEBHOOK_RETRY_SCALE || "1";
  if (!/^(0?\.\d+|1)$/.test(scale)) {
    throw new ConfigError(
      `WEBHOOK_RETRY_SCALE must be a number above 0, at most 1; got "${scale}"`,
    );
  }
  return {
    allowPrivate: allow === "1",
    timeoutMs: integer(env, "WEBHOOK_TIMEOUT_MS", 15000, 100, 60000),
    secretKey: env.WEBHOOK_SECRET_KEY || "",
    retryScale: Number(scale),
  };
}

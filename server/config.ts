import path from "node:path";
import { site } from "../app/config/site.ts";

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
  trustProxy: boolean | number;
  rateLimit: { max: number; windowSeconds: number };
  minFillMs: number;
  blockList: string[];
  ipHashSalt: string;
  formTokenSecret: string;
  outboxIntervalMs: number;
  shutdownTimeoutMs: number;
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

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function loadConfig(env: Env = process.env): Config {
  const logLevel = env.LOG_LEVEL || "info";
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; got "${logLevel}"`);
  }
  const trustRaw = env.TRUST_PROXY ?? "";
  let trustProxy: boolean | number = false;
  if (trustRaw === "true") trustProxy = true;
  else if (trustRaw !== "" && trustRaw !== "false") {
    trustProxy = integer(env, "TRUST_PROXY", 0, 0, 10);
  }
  const siteUrl = (url(env, "SITE_URL", ["http:", "https:"]) ?? site.url).replace(/\/+$/, "");
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const host = env.HOST || "0.0.0.0";
  if (!/^[\w.:-]+$/.test(host))
    throw new ConfigError(`HOST must be a host name or address; got "${host}"`);

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
    },
    minFillMs: integer(env, "MIN_FILL_MS", 2000, 0, 60000),
    blockList: (env.BLOCK_LIST ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    ipHashSalt: env.IP_HASH_SALT || "",
    formTokenSecret: env.FORM_TOKEN_SECRET || "",
    outboxIntervalMs: integer(env, "OUTBOX_INTERVAL_MS", 2000, 50, 600000),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 10000, 0, 600000),
  };
}

/**
 * The console's origin, which is also the passkeys' relying party: SITE_URL's origin, or
 * STAFF_ORIGIN when the console is reached at another address than the public pages were
 * built for (a local build of the production site, the e2e tests). Passkeys are bound to
 * it: changing it later makes every registered passkey useless.
 */
export function staffOrigin(
  siteUrl: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const raw = env.STAFF_ORIGIN || siteUrl;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`STAFF_ORIGIN must be a URL like http://localhost:3000; got "${raw}"`);
  }
  if (url.protocol !== "https:" && url.hostname !== "localhost") {
    throw new Error(`STAFF_ORIGIN must use https (or be http://localhost); got "${raw}"`);
  }
  return url.origin;
}

/** A lead's page in the console, for the team mail. */
export function consoleLeadUrl(siteUrl: string, kind: "contact" | "demo", id: string): string {
  return `${staffOrigin(siteUrl)}/staff/leads/${kind}/${id}`;
}

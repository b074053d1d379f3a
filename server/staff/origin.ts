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

/**
 * What `npm run staff -- invite` adds on a developer's machine when the link it prints is
 * for the production origin (SITE_URL's default, no STAFF_ORIGIN): opened at
 * http://localhost:3000, that link's passkey step cannot work. Null otherwise.
 */
export function localOriginHint(
  origin: string,
  productionOrigin: string,
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (env.STAFF_ORIGIN || env.NODE_ENV === "production" || origin !== productionOrigin) {
    return null;
  }
  const port = env.PORT || "3000";
  return (
    `Note: this link is for ${origin}, the production address (STAFF_ORIGIN is not set), and ` +
    `passkeys work only at the address they were made for. To try the console on this ` +
    `machine, start the server and run this command with STAFF_ORIGIN=http://localhost:${port}.\n`
  );
}

/** A lead's page in the console, for the team mail. */
export function consoleLeadUrl(siteUrl: string, kind: "contact" | "demo", id: string): string {
  return `${staffOrigin(siteUrl)}/staff/leads/${kind}/${id}`;
}

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { staffAccounts, staffChallenges, staffPasskeys } from "../db/schema.ts";
import type { StaffAccount } from "./accounts.server.ts";
import { newToken } from "./secrets.ts";

const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The relying party is the SITE_URL origin: its host name is the RP ID, its origin the one
 * expected in every response. WebAuthn treats http://localhost as secure, so a newcomer's
 * `npm start` on http://localhost:3000 works.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, name, origin: url.origin };
}

export type ChallengePurpose = "register" | "sign-in" | "re-verify";

/** Stores a challenge for one use; the returned id goes back to the browser with the options. */
async function saveChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  accountId: string | null,
): Promise<string> {
  const id = newToken();
  // Expired challenges are swept here, where new ones are made, so the table stays small.
  await db.delete(staffChallenges).where(lt(staffChallenges.expiresAt, new Date()));
  await db.insert(staffChallenges).values({
    id,
    challenge,
    purpose,
    accountId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return id;
}

/** Takes a challenge out (one use), if it exists, is unexpired and is for this purpose. */
async function takeChallenge(
  db: Db,
  id: unknown,
  purpose: ChallengePurpose,
): Promise<{ challenge: string; accountId: string | null } | null> {
  if (typeof id !== "string" || id.length > 100) return null;
  const [row] = await db
    .delete(staffChallenges)
    .where(
      and(
        eq(staffChallenges.id, id),
        eq(staffChallenges.purpose, purpose),
        gt(staffChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ? { challenge: row.challenge, accountId: row.accountId } : null;
}

export async function registrationOptions(db: Db, rp: RelyingParty, account: StaffAccount) {
  const existing = await db
    .select({ id: staffPasskeys.id })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, account.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userID: new Uint8Array(Buffer.from(account.webauthnUserId, "base64url")),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await saveChallenge(db, options.challenge, "register", account.id);
  return { options, challengeId };
}

/** Verifies a new passkey and stores it; false when the response does not verify. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  account: StaffAccount,
  input: { challengeId: unknown; response: unknown; name: string },
): Promise<boolean> {
  const saved = await takeChallenge(db, input.challengeId, "register");
  if (!saved || saved.accountId !== account.id) return false;
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: saved.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return false;
  }
  if (!verification.verified) return false;
  const { credential } = verification.registrationInfo;
  await db.insert(staffPasskeys).values({
    id: credential.id,
    accountId: account.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: credential.transports ?? null,
    // Cut by code points: a cut through a surrogate pair would store U+FFFD.
    name: Array.from(input.name).slice(0, 80).join("") || "Passkey",
  });
  return true;
}

/**
 * Options for an assertion. Sign-in names no account (discoverable credentials: the
 * authenticator offers the user's passkeys); re-verification names the session's own.
 */
export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  purpose: "sign-in" | "re-verify",
  account: StaffAccount | null,
) {
  const allow = account
    ? await db
        .select({ id: staffPasskeys.id })
        .from(staffPasskeys)
        .where(eq(staffPasskeys.accountId, account.id))
    : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    allowCredentials: allow.map((c) => ({ id: c.id })),
  });
  const challengeId = await saveChallenge(db, options.challenge, purpose, account?.id ?? null);
  return { options, challengeId };
}

export type AssertionResult =
  | { ok: true; account: StaffAccount; passkeyId: string }
  | { ok: false; account: StaffAccount | null; reason: string };

/** Checks an assertion against the stored passkey it names and moves its counter on. */
export async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  purpose: "sign-in" | "re-verify",
  input: { challengeId?: unknown; response?: unknown },
): Promise<AssertionResult> {
  const saved = await takeChallenge(db, input.challengeId, purpose);
  if (!saved) return { ok: false, account: null, reason: "challenge" };
  const response = input.response as AuthenticationResponseJSON;
  if (typeof response?.id !== "string") return { ok: false, account: null, reason: "response" };
  const [row] = await db
    .select({ passkey: staffPasskeys, account: staffAccounts })
    .from(staffPasskeys)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasskeys.accountId))
    .where(eq(staffPasskeys.id, response.id));
  if (!row) return { ok: false, account: null, reason: "unknown passkey" };
  const { passkey, account } = row;
  if (saved.accountId && saved.accountId !== account.id) {
    return { ok: false, account, reason: "another account's passkey" };
  }
  if (account.disabledAt) return { ok: false, account, reason: "account disabled" };
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: saved.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
      },
    });
  } catch {
    return { ok: false, account, reason: "verification" };
  }
  if (!verification.verified) return { ok: false, account, reason: "verification" };
  await db
    .update(staffPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(staffPasskeys.id, passkey.id));
  return { ok: true, account, passkeyId: passkey.id };
}

export async function listPasskeys(db: Db, accountId: string) {
  return db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, accountId));
}

/** Removes one of the account's own passkeys; false if it is not theirs. */
export async function removePasskey(db: Db, accountId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.accountId, accountId)))
    .returning({ id: staffPasskeys.id });
  return gone.length === 1;
}

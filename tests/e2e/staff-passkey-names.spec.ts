import { expect } from "@playwright/test";
import { sql } from "drizzle-orm";
import { rowsOf, test, virtualAuthenticator, REFUSED_ON_PURPOSE } from "./staff-support.ts";

test.use({ expectedConsoleErrors: REFUSED_ON_PURPOSE });

// A NUL in a passkey's name reached PostgreSQL (a 500), a lone surrogate was stored as
// U+FFFD (issues 40 and 45, F5): both are refused at the ceremonies' JSON, on the invitation
// and on My account, with the screen's message, and nothing is stored.
test("a passkey name holding a NUL or a lone surrogate is refused with the screen's message; nothing is stored", async ({
  page,
  staff,
}) => {
  test.setTimeout(180_000);
  const { email, link } = await staff.invite("passkey-namer", "sales");
  const { client, authenticatorId } = await virtualAuthenticator(page);
  const passkeyNames = async () => {
    const rows = await rowsOf<{ name: string }>(
      staff.db.execute(
        sql`select staff_passkeys.name from staff_passkeys
            join staff_accounts on staff_accounts.id = account_id where email = ${email}`,
      ),
    );
    return rows.map((r) => r.name);
  };
  const status = page.locator("[data-passkey-status]");
  const refusal =
    "The passkey's name holds characters the console cannot take. Check what you typed.";
  /** Types a name no keyboard gives (made in the page: a lone surrogate survives no trip). */
  const nameWith = (field: ReturnType<typeof page.getByLabel>, code: number) =>
    field.evaluate((input, c) => {
      (input as HTMLInputElement).value = `key${String.fromCharCode(c)}nul`;
      return (input as HTMLInputElement).value.charCodeAt(3);
    }, code);

  await page.goto(link);
  const invitationName = page.getByLabel("Name this passkey");
  for (const code of [0x0000, 0xd800]) {
    expect(await nameWith(invitationName, code)).toBe(code);
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await expect(status).toHaveText(refusal);
    // The authenticator made a key the server did not keep: it forgets it too.
    await client.send("WebAuthn.clearCredentials", { authenticatorId });
  }
  expect(await passkeyNames()).toEqual([]);
  // The invitation still works.
  await invitationName.fill("My laptop");
  await page.getByRole("button", { name: "Create my passkey" }).click();
  await page.getByRole("link", { name: "I have saved them, continue" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // My account → Add a passkey: the same refusal (signing in was the fresh check).
  await page.getByRole("link", { name: "My account" }).click();
  const passkeys = page.locator('section[aria-labelledby="passkeys-title"] li');
  await expect(passkeys).toHaveCount(1);
  const newName = page.getByLabel("Name for a new passkey");
  for (const code of [0x0000, 0xdc00]) {
    await client.send("WebAuthn.clearCredentials", { authenticatorId });
    expect(await nameWith(newName, code)).toBe(code);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(status).toHaveText(refusal);
  }
  await expect(passkeys).toHaveCount(1);
  expect(await passkeyNames()).toEqual(["My laptop"]);
});

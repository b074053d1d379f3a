/**
 * BLOCK_LIST entries are whole addresses (`spam@x.com`) or domains (`x.com`, also written
 * `@x.com`); a domain also covers its subdomains (`mail.x.com`). Matching ignores case.
 */
export function isBlocked(email: string, blockList: readonly string[]): boolean {
  if (blockList.length === 0) return false;
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf("@") + 1);
  return blockList.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.indexOf("@") > 0) return entry === address;
    const blockedDomain = entry.replace(/^@/, "");
    return (
      blockedDomain !== "" && (domain === blockedDomain || domain.endsWith(`.${blockedDomain}`))
    );
  });
}

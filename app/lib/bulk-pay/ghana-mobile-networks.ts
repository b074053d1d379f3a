import type { PayoutNetwork } from "./payout-columns.ts";

/**
 * Which network first issued each Ghanaian mobile number range (the first digits after the
 * trunk 0). Numbers can be ported since 2011, so a number outside its network's ranges is a
 * warning, never an error.
 *
 * Source: the National Communications Authority's allocations of mobile number ranges, as
 * the operators publish them, cross-checked against the GH mobile ranges of
 * libphonenumber-js 1.13.16. Compiled 2026-11-24; Vodafone Ghana trades as Telecel since
 * 2024 and AirtelTigo as AT since 2022. The owner confirms this table before launch
 * (docs/publishing.md).
 */
export const NETWORK_PREFIXES: Readonly<Record<string, PayoutNetwork>> = {
  "024": "MTN",
  "025": "MTN",
  "053": "MTN",
  "054": "MTN",
  "055": "MTN",
  "059": "MTN",
  "020": "Telecel",
  "050": "Telecel",
  "026": "AT",
  "027": "AT",
  "056": "AT",
  "057": "AT",
};

/** The range a normalised number (233XXXXXXXXX) starts with, as people write it: "024". */
export function nationalPrefix(msisdn: string): string {
  return "0" + msisdn.slice(3, 5);
}

export function networkOfPrefix(msisdn: string): PayoutNetwork | undefined {
  return NETWORK_PREFIXES[nationalPrefix(msisdn)];
}

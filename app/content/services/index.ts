/** The ten service pages (spec §2.9), one template fed by these entries. */
export const servicePaths = [
  "/services/collections",
  "/services/direct-debit",
  "/services/payouts",
  "/services/web-checkout",
  "/services/request-to-pay",
  "/bulk-pay",
  "/services/utilities",
  "/services/sms",
  "/services/ussd",
  "/services/remittance",
] as const;

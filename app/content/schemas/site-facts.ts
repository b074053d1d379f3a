import { z } from "zod";
import { email, externalLink, group, list, LIMITS, multiline, text } from "./fields.ts";

/** "08:00": the hours an office opens and closes, on a 24-hour clock. */
const clock = (label: string) =>
  text(label, 5, [/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, "use the form HH:MM"]);

const phone = (label: string) =>
  group(label, {
    label: text("Label", LIMITS.short),
    display: text("As shown", 30),
    tel: text("As dialled", 20, [/^\+[0-9]{6,15}$/, "+ and digits only"]),
  });

const docsPath = (label: string) => text(label, 200, [/^\//, "a path starting with /"]);

/** A number the owner confirms before launch: empty until then, never made up. */
const confirmedNumber = (label: string) =>
  z.string().min(1).max(60).nullable().meta({ label, kind: "text", help: "Empty until confirmed" });

/**
 * The brand facts (app/config/site.ts): every sentence that names the company, an address,
 * a number or an e-mail reads it from here, so one edit changes every page.
 */
export const siteFactsSchema = z.strictObject({
  name: text("Company name", 40),
  legalName: text("Registered name", 80),
  tagline: text("Tagline", LIMITS.short),
  url: externalLink("Site address"),
  description: multiline("Description for search engines", 300),
  emails: group("E-mail addresses", {
    info: email("General enquiries"),
    support: email("Support"),
    sales: email("Sales"),
    careers: email("Careers"),
    privacy: email("Privacy"),
    security: email("Vulnerability reports"),
    noReply: email("Sender of automatic mails"),
  }),
  phones: group("Phone numbers", { office: phone("Office"), support: phone("Sales & support") }),
  address: group("Office address", {
    street: text("Street", LIMITS.short),
    area: text("Area", LIMITS.short),
    city: text("City", 40),
    region: text("Region", 40),
    postalCode: text("Digital address", 20),
    country: text("Country", 40),
    countryCode: text("Country code", 2, [/^[A-Z]{2}$/, "two capital letters"]),
  }),
  hours: group("Working hours", {
    days: text("Days", 40),
    open: clock("Opens"),
    close: clock("Closes"),
    timezone: text("Time zone", 10),
  }),
  mapsUrl: externalLink("Map of the office"),
  // Read-only: app/config/site.ts is `as const`, and satisfies this type.
  social: list(
    "Social links",
    group("Social link", { name: text("Network", 30), href: externalLink("Profile address") }),
    { min: 0, max: 8 },
  )
    .readonly()
    .meta({ label: "Social links", kind: "list" }),
  docs: group("API documentation", {
    host: externalLink("Documentation site"),
    paths: group("Documentation pages", {
      home: docsPath("Start page"),
      payment: docsPath("Payments reference"),
      ussd: docsPath("USSD reference"),
      payouts: docsPath("Payouts reference"),
      requestToPay: docsPath("Request to pay reference"),
    }),
  }),
  externalProducts: group("Platforms on other sites", {
    lifestyle: externalLink("Lifestyle marketplace"),
    communityBilling: externalLink("Community billing"),
    insurance: externalLink("Insurance"),
  }),
  licence: text("Licence line", 200),
  compliance: group("Compliance facts", {
    pciDss: group("PCI DSS", {
      name: text("Name", 60),
      scope: text("Assessed as", 120),
      assessor: text("Assessed by", 120),
    }),
    iso27001: group("ISO/IEC 27001", {
      name: text("Name", 60),
      scope: text("Covers", 200),
      certificateNumber: confirmedNumber("Certificate number"),
    }),
    bankOfGhana: group("Bank of Ghana licence", {
      licence: text("Licence", 120),
      act: text("Act", 120),
      licenceNumber: confirmedNumber("Licence number"),
    }),
    dataProtection: group("Data protection", {
      regulator: text("Regulator", 120),
      act: text("Act", 120),
      role: text("Our role", 60),
    }),
    dpo: group("Data Protection Officer", { title: text("Title", 60), email: email("E-mail") }),
  }),
  founded: z.int().min(1990).max(2100).meta({ label: "Year founded", kind: "number" }),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;

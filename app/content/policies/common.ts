import { site } from "#app/config/site.ts";
import { hoursText } from "../hours.ts";
import {
  inWords,
  link,
  mail,
  p,
  type Block,
  type DocSection,
  type LegalDocument,
} from "./document.ts";

/** docs/requirements.md §2.17, §9: every policy is effective from this date. */
export const POLICY_EFFECTIVE_DATE = "15th September 2023";

/** docs/requirements.md §9: records are kept a minimum of five years. */
export const RECORD_RETENTION_YEARS = 5;

export const POLICY_REVIEW = "annually";

/** Key points every policy shares. */
export const commonKeyPoints = [
  { label: "Records kept", value: `A minimum of ${RECORD_RETENTION_YEARS} years` },
  { label: "Policy review", value: "Annually" },
];

/** A policy: a legal document with its effective date and the figures it promises. */
export interface PolicyDocument<F extends Record<string, number | string>> extends LegalDocument {
  dateLabel: "Effective date";
  effectiveDate: string;
  figures: F;
}

export function recordKeepingSection(subject: string): DocSection {
  return {
    id: "record-keeping",
    title: "Record keeping",
    blocks: [
      p(
        `${subject} are kept for a minimum of ${inWords(RECORD_RETENTION_YEARS)} (${RECORD_RETENTION_YEARS}) years from the date of the transaction or the end of the business relationship, whichever is later, or longer where the Bank of Ghana, the Financial Intelligence Centre or a court requires it. Records are stored securely and made available to regulators and auditors on request.`,
      ),
    ],
  };
}

export function reviewSection(policyName: string): DocSection {
  return {
    id: "policy-review",
    title: "Policy review",
    blocks: [
      p(
        `This ${policyName} is reviewed ${POLICY_REVIEW} by ${site.name}'s compliance team, and sooner if the law, Bank of Ghana directives or card-scheme and mobile network rules change. Approved changes are published on this page with a new effective date, and merchants are notified by e-mail before they take effect.`,
      ),
    ],
  };
}

export function contactSection(topic: string, ...extra: Block[]): DocSection {
  return {
    id: "contact",
    title: "Contact",
    blocks: [
      p(
        `Questions about ${topic} can be sent to our support team at `,
        mail(site.emails.support),
        ` or by phone on `,
        link(site.phones.support.display, `tel:${site.phones.support.tel}`),
        `, ${hoursText(site.hours)}. Merchants can also reach their relationship manager directly. You can find every way to reach us on our `,
        link("Contact Us", "/contact-us"),
        " page.",
      ),
      ...extra,
    ],
  };
}

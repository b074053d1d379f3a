import { site } from "#app/config/site.ts";
import {
  POLICY_EFFECTIVE_DATE,
  POLICY_REVIEW,
  commonKeyPoints,
  RECORD_RETENTION_YEARS,
  contactSection,
  recordKeepingSection,
  reviewSection,
  type PolicyDocument,
} from "./common.ts";
import { b, dl, inWords, link, ol, p, ul } from "./document.ts";

const figures = {
  /** docs/requirements.md §2.17: the merchant acknowledges a cancellation request within 48 hours. */
  acknowledgementHours: 48,
  /** docs/requirements.md §2.17: refunds within five business days, to the original payment method. */
  refundBusinessDays: 5,
  recordRetentionYears: RECORD_RETENTION_YEARS,
  review: POLICY_REVIEW,
};

export const cancellationPolicy: PolicyDocument<typeof figures> = {
  path: "/cancellation-policy",
  eyebrow: "Policy",
  title: "Cancellation Policy",
  summary: `How customers cancel orders, bookings and subscriptions paid through ${site.name}, and what merchants must do when they receive a cancellation request.`,
  dateLabel: "Effective date",
  date: POLICY_EFFECTIVE_DATE,
  effectiveDate: POLICY_EFFECTIVE_DATE,
  figures,
  keyPoints: [
    { label: "Merchant acknowledges", value: `Within ${figures.acknowledgementHours} hours` },
    {
      label: "Refunds",
      value: `Within ${figures.refundBusinessDays} business days, to the original payment method`,
    },
    { label: "Excluded", value: "Items marked non-refundable at the time of sale" },
    ...commonKeyPoints,
  ],
  sections: [
    {
      id: "purpose-and-scope",
      title: "Purpose and scope",
      blocks: [
        p(
          `This policy sets minimum standards for the cancellation of orders, bookings, subscriptions and recurring payments that customers pay for through ${site.legalName} ("${site.name}"). It applies to every merchant using our payment services and forms part of the Merchant Agreement. It works together with our `,
          link("Refund and Chargeback Policy", "/refund-and-chargeback-policy"),
          ", which covers refunds after goods have been returned.",
        ),
      ],
    },
    {
      id: "definitions",
      title: "Definitions",
      blocks: [
        dl({
          Cancellation:
            "A customer's request to stop an order, booking, subscription or recurring payment before the goods are delivered or the service is provided in full, and the ending of that order by the merchant.",
          Refund:
            "The return of money to the customer for a cancelled order, in full or in part, through the original payment method.",
          Customer: "The person or business that paid a merchant through our services.",
          Merchant: `A business that accepts payments through ${site.name} under a Merchant Agreement.`,
          "Business day": "Monday to Friday, excluding public holidays in Ghana.",
        }),
      ],
    },
    {
      id: "eligibility",
      title: "Eligibility for cancellation",
      blocks: [
        p(
          "Whether an order can be cancelled, and until when, is determined by the merchant's own terms and conditions, which the merchant must show to the customer before payment. Those terms must state clearly:",
        ),
        ul(
          "until when an order, booking or subscription can be cancelled (for example, before dispatch, or up to 24 hours before a booked service);",
          "whether a cancellation fee applies, and how much it is;",
          "which items are non-refundable.",
        ),
        p(
          "Recurring payments and direct debit mandates can always be cancelled for future payments, at the latest before the next collection date.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      title: "How to request a cancellation",
      blocks: [
        p(
          "Customers start a cancellation through the merchant's own channels: the merchant's website or app, e-mail, phone line, or in person where the purchase was made. The request should include the order or transaction reference, the date of payment and the phone number or account used.",
        ),
        p(
          `Merchants must make at least one of these channels available and easy to find. ${site.name} does not cancel orders on a merchant's behalf, but our support team will pass on a request that reaches us to the right merchant.`,
        ),
      ],
    },
    {
      id: "acknowledgement-and-decision",
      title: "Acknowledgement and decision",
      blocks: [
        ol(
          [
            "The merchant ",
            b(`acknowledges the cancellation request within ${figures.acknowledgementHours} hours`),
            " of receiving it, by the channel the customer used or by SMS or e-mail.",
          ],
          "The merchant checks the request against its terms and approves or denies it.",
          "If the request is denied, the merchant tells the customer why, in writing, and how to escalate the decision.",
          "If it is approved, the merchant cancels the order and starts the refund in the dashboard or API.",
        ),
      ],
    },
    {
      id: "refunds",
      title: "Refunds for cancelled orders",
      blocks: [
        p(
          b(
            `Approved refunds are paid within ${inWords(figures.refundBusinessDays)} (${figures.refundBusinessDays}) business days`,
          ),
          " of the approval, to the original payment method: the same mobile money wallet, card or bank account the customer paid from. Any cancellation fee stated in the merchant's terms may be deducted; no other deductions are allowed.",
        ),
      ],
    },
    {
      id: "exclusions",
      title: "Exclusions",
      blocks: [
        p(
          "Items that were clearly marked as non-refundable at the time of sale are excluded from refunds under this policy. Typical examples, where so marked, are:",
        ),
        ul(
          "airtime, data bundles and utility tokens that have already been delivered;",
          "perishable goods and personalised or made-to-order items;",
          "digital downloads and event tickets once used.",
        ),
        p(
          "An item cannot be made non-refundable after the sale, and an exclusion never applies where the goods are faulty or were not delivered.",
        ),
      ],
    },
    recordKeepingSection(
      "Records of cancellation requests, acknowledgements, decisions and refunds",
    ),
    {
      id: "merchant-compliance",
      title: "Merchant compliance",
      blocks: [
        p(
          "We monitor cancellation and refund times, complaints and disputes for every merchant. Merchants that do not comply with this policy may face penalties set out in the Merchant Agreement, a hold on settlements, or suspension of their account until the issue is fixed. Repeated or serious breaches may lead to termination of the Merchant Agreement.",
        ),
      ],
    },
    {
      id: "training",
      title: "Training",
      blocks: [
        p(
          `Training on this policy is mandatory for merchant staff who handle orders, customer service or refunds. ${site.name} provides the training during onboarding and a refresher whenever the policy changes; merchants must make sure new staff complete it before they handle cancellations.`,
        ),
      ],
    },
    {
      id: "disputes-and-escalation",
      title: "Disputes and escalation",
      blocks: [
        p(
          `If a customer and a merchant cannot agree on a cancellation or refund, either may contact ${site.name}. Disputes that are not resolved are escalated to our compliance team, which reviews the evidence from both sides and decides within ten business days. This does not affect the customer's right to complain to the Bank of Ghana or to raise a chargeback.`,
        ),
      ],
    },
    {
      id: "third-party-platforms",
      title: "Third-party platforms",
      blocks: [
        p(
          "Merchants that sell through third-party platforms, such as online marketplaces, social media shops or booking platforms, must make sure that those platforms have controls at least equivalent to this policy: a visible cancellation process, acknowledgement and refund times no longer than those above, and records that the merchant can produce on request.",
        ),
      ],
    },
    {
      id: "contingency-methods",
      title: "Contingency methods",
      blocks: [
        p(
          "If a refund cannot be paid to the original payment method, for example because the wallet or card has been closed or a network is unavailable for an extended period, the merchant and our support team agree an alternative with the customer:",
        ),
        ul(
          "a transfer to another mobile money wallet or bank account registered in the customer's own name, verified before payment;",
          "a retry on the original payment method once the network is available again.",
        ),
        p(
          "Contingency refunds follow the same timelines and are recorded with the reason the original method could not be used.",
        ),
      ],
    },
    reviewSection("Cancellation Policy"),
    contactSection("cancellations"),
  ],
};

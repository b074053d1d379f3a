import { site } from "#app/config/site.ts";
import {
  POLICY_EFFECTIVE_DATE,
  POLICY_REVIEW,
  commonKeyPoints,
  RECORD_RETENTION_YEARS,
  contactSection,
  reviewSection,
  type PolicyDocument,
} from "./common.ts";
import { b, dl, h3, inWords, link, note, ol, p, ul } from "./document.ts";

const figures = {
  /** docs/requirements.md §2.17: refunds within seven business days after return approval. */
  refundBusinessDays: 7,
  /** docs/requirements.md §2.17: the example return period. */
  exampleReturnPeriodDays: 14,
  /** Business days a merchant has to answer a chargeback with evidence. */
  chargebackResponseBusinessDays: 10,
  /** Monthly chargeback ratio, in per cent, that triggers a remediation plan. */
  chargebackRatioThresholdPercent: 1,
  chargebackRecordYears: RECORD_RETENTION_YEARS,
  review: POLICY_REVIEW,
};

const days = (n: number) => `${inWords(n)} (${n})`;

export const refundAndChargebackPolicy: PolicyDocument<typeof figures> = {
  path: "/refund-and-chargeback-policy",
  eyebrow: "Policy",
  title: "Refund and Chargeback Policy",
  summary: `How refunds are requested and paid, and how chargebacks are raised, investigated and settled, for every transaction processed by ${site.name} on behalf of its merchants.`,
  dateLabel: "Effective date",
  date: POLICY_EFFECTIVE_DATE,
  effectiveDate: POLICY_EFFECTIVE_DATE,
  figures,
  keyPoints: [
    {
      label: "Refunds",
      value: `Within ${figures.refundBusinessDays} business days after return approval`,
    },
    {
      label: "Example return period",
      value: `${figures.exampleReturnPeriodDays} days from delivery`,
    },
    {
      label: "Chargeback response",
      value: `${figures.chargebackResponseBusinessDays} business days, with evidence`,
    },
    ...commonKeyPoints,
  ],
  sections: [
    {
      id: "purpose-and-scope",
      title: "Purpose and scope",
      blocks: [
        p(
          `This policy sets the rules for refunds and chargebacks on payments that ${site.legalName} ("${site.name}") processes for merchants, whether the customer paid by mobile money, card, bank transfer, USSD or direct debit. It applies to every merchant that has signed a Merchant Agreement with us and forms part of that agreement.`,
        ),
        p(
          "Its purpose is to make sure customers get their money back quickly when they are entitled to it, that merchants are treated fairly when a payment is disputed, and that we meet our obligations under the Payment Systems and Services Act, 2019 (Act 987) and the rules of the card schemes and mobile money networks.",
        ),
      ],
    },
    {
      id: "definitions",
      title: "Definitions",
      blocks: [
        dl({
          Refund:
            "The return of all or part of a payment to the customer, started by the merchant, usually because goods were returned or an order was cancelled.",
          Chargeback:
            "The reversal of a payment started by the customer's card issuer, bank or mobile money provider after the customer disputes the transaction with them.",
          "Return period":
            "The period after delivery within which a merchant accepts returns, as stated in the merchant's own refund policy.",
          "Return approval":
            "The merchant's confirmation that a returned item or a cancelled service qualifies for a refund.",
          "Business day": "Monday to Friday, excluding public holidays in Ghana.",
        }),
      ],
    },
    {
      id: "merchant-refund-policies",
      title: "Merchant refund policies",
      blocks: [
        p(
          "Every merchant must publish a clear refund policy and show it to customers before they pay: on the checkout page, on the invoice or payment request, or at the counter. The policy must state:",
        ),
        ul(
          "which goods or services can be returned or refunded, and any that cannot;",
          [
            "the return period, for example: ",
            b(
              `"Items may be returned within ${inWords(figures.exampleReturnPeriodDays)} (${figures.exampleReturnPeriodDays}) days of delivery in their original condition"`,
            ),
            ";",
          ],
          "who pays for return delivery;",
          "how the customer asks for a refund, and how long the refund takes.",
        ),
        p(
          "A merchant's policy may be more generous than this one, but not less. Where it is silent, this policy applies.",
        ),
      ],
    },
    {
      id: "requesting-a-refund",
      title: "Requesting a refund",
      blocks: [
        ol(
          "The customer asks the merchant for a refund through the merchant's channels, quoting the order or transaction reference.",
          "The merchant checks the request against its refund policy and, for goods, receives and inspects the returned item.",
          `Once the return is approved, the merchant starts the refund from the ${site.name} dashboard or API, for the full amount or part of it.`,
          "We debit the refund from the merchant's balance or next settlement and send it to the customer.",
        ),
        p(
          "A refund can never exceed the original payment, and only one refund process may be open per transaction at a time. Merchants must not refund in cash, or to a different wallet or account, a payment that was made electronically, except under the contingency rules in our Cancellation Policy.",
        ),
      ],
    },
    {
      id: "refund-timelines",
      title: "Refund timelines",
      blocks: [
        p(
          b(
            `Refunds are processed within ${days(figures.refundBusinessDays)} business days after return approval`,
          ),
          ", to the payment method the customer originally used.",
        ),
        ul(
          "Mobile money: the amount is credited to the customer's wallet, usually within minutes of our processing it.",
          "Bank transfer and direct debit: the amount is credited to the account it came from.",
          "Card: the refund is sent to the card scheme at once, but the issuing bank may take several more business days to show it on the customer's statement.",
        ),
        p(
          "If a refund cannot be completed, for example because the wallet has been closed, the merchant and the customer are told within one business day and the refund is completed by a contingency method.",
        ),
      ],
    },
    {
      id: "chargebacks",
      title: "Chargebacks",
      blocks: [
        h3("When a chargeback happens"),
        p(
          "A customer may dispute a payment with their card issuer, bank or mobile money provider, for example if they did not authorise it, were charged twice or the wrong amount, or did not receive what they paid for. The provider may then reverse the payment.",
        ),
        h3("What we do"),
        ol(
          "We notify the merchant by e-mail and in the dashboard on the day we receive the dispute, with the transaction details and the reason given.",
          `The merchant has ${days(figures.chargebackResponseBusinessDays)} business days to accept the chargeback or to challenge it with evidence: proof of delivery, signed receipts, communication with the customer, or the refund policy the customer accepted.`,
          "We submit the evidence to the customer's provider, whose decision under its scheme or network rules is final.",
          "If the chargeback is upheld, the disputed amount and any scheme fee are debited from the merchant's balance or next settlement. If it is reversed, the funds are returned to the merchant.",
        ),
        note(
          "A merchant that does not respond within the deadline is treated as accepting the chargeback.",
        ),
      ],
    },
    {
      id: "preventing-chargebacks",
      title: "Preventing chargebacks",
      blocks: [
        ul(
          "Use a trading name customers recognise on receipts and statements.",
          "Send a receipt for every payment and keep proof of delivery.",
          "Answer customer complaints quickly and refund promptly when a refund is due; a refund is always cheaper than a chargeback.",
          "Never split one sale into several payments or process a payment for another business.",
        ),
      ],
    },
    {
      id: "excessive-chargebacks",
      title: "Excessive chargebacks and fraud",
      blocks: [
        p(
          `We monitor each merchant's chargebacks every month. If chargebacks exceed ${figures.chargebackRatioThresholdPercent}% of a merchant's transactions in a calendar month, we will agree a remediation plan with the merchant. If the ratio stays high, or we detect fraud, we may hold a reserve from settlements, suspend processing or end the Merchant Agreement, and we report suspicious transactions as the Anti-Money Laundering Act, 2020 (Act 1044) requires.`,
        ),
      ],
    },
    {
      id: "record-keeping",
      title: "Record keeping",
      blocks: [
        p(
          `Chargeback records, including the evidence submitted and the outcome, and refund records are kept for a minimum of ${inWords(figures.chargebackRecordYears)} (${figures.chargebackRecordYears}) years from the date of the transaction, or longer where the Bank of Ghana, the Financial Intelligence Centre or a court requires it. Merchants must keep their own records of orders, deliveries and customer communications for the same period.`,
        ),
      ],
    },
    reviewSection("Refund and Chargeback Policy"),
    contactSection(
      "refunds or chargebacks",
      p(
        "Customers who paid a merchant should contact that merchant first. Related rules: our ",
        link("Cancellation Policy", "/cancellation-policy"),
        " and ",
        link("Return and Delivery Policy", "/return-and-delivery-policy"),
        ".",
      ),
    ),
  ],
};

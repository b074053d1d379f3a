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
import { b, dl, inWords, link, p, ul } from "./document.ts";

const figures = {
  /** The example return period the merchant states at sale (docs/requirements.md §2.17). */
  exampleReturnPeriodDays: 14,
  /** Refunds after return approval follow the refund policy (docs/requirements.md §2.17). */
  refundBusinessDays: 7,
  /** Business days within which the customer must be told of a delivery delay. */
  delayNoticeBusinessDays: 1,
  recordRetentionYears: RECORD_RETENTION_YEARS,
  review: POLICY_REVIEW,
};

export const returnAndDeliveryPolicy: PolicyDocument<typeof figures> = {
  path: "/return-and-delivery-policy",
  eyebrow: "Policy",
  title: "Return and Delivery Policy",
  summary: `The minimum standards for delivery and returns that every merchant accepting payments through ${site.name} must offer and explain to its customers.`,
  dateLabel: "Effective date",
  date: POLICY_EFFECTIVE_DATE,
  effectiveDate: POLICY_EFFECTIVE_DATE,
  figures,
  keyPoints: [
    {
      label: "Example return period",
      value: `${figures.exampleReturnPeriodDays} days from delivery`,
    },
    {
      label: "Refunds after a return",
      value: `Within ${figures.refundBusinessDays} business days after return approval`,
    },
    {
      label: "Delivery delays",
      value: `Customer told within ${figures.delayNoticeBusinessDays} business day`,
    },
    ...commonKeyPoints,
  ],
  sections: [
    {
      id: "purpose-and-scope",
      title: "Purpose and scope",
      blocks: [
        p(
          `${site.legalName} ("${site.name}") processes payments for merchants; it does not sell or deliver goods itself. This policy sets the standards merchants must meet when they deliver goods or services paid for through our platform, and when customers return them. It forms part of every Merchant Agreement.`,
        ),
      ],
    },
    {
      id: "definitions",
      title: "Definitions",
      blocks: [
        dl({
          Delivery:
            "Handing goods to the customer or their representative, or making a service or digital product available to them.",
          Return:
            "The customer sending back goods they received, within the merchant's return period.",
          "Return period":
            "The number of days after delivery within which the merchant accepts returns.",
          "Proof of delivery":
            "A signature, photo, one-time code, courier tracking record or other evidence that the goods reached the customer.",
        }),
      ],
    },
    {
      id: "information-at-sale",
      title: "Information at the point of sale",
      blocks: [
        p("Before the customer pays, the merchant must tell them clearly:"),
        ul(
          "where it delivers, and the delivery cost to the customer's location;",
          `the estimated delivery time, for example the same or next day within ${site.address.city} and two to five business days to other regions;`,
          "the return period and the condition returned items must be in;",
          "who pays for return delivery, and how to arrange it;",
          "how to contact the merchant about a delivery or a return.",
        ),
      ],
    },
    {
      id: "delivery",
      title: "Delivery",
      blocks: [
        ul(
          "Merchants must dispatch orders within the time they advertised and share tracking details or the courier's contact with the customer where available.",
          "Merchants must keep proof of delivery for every order paid through our platform.",
          "Risk in the goods stays with the merchant until they are delivered to the customer or the person they name.",
        ),
      ],
    },
    {
      id: "delays-and-failed-deliveries",
      title: "Delays and failed deliveries",
      blocks: [
        p(
          `If an order will arrive later than promised, the merchant must tell the customer within ${inWords(figures.delayNoticeBusinessDays)} business day of knowing it, give a new delivery date and offer to cancel the order with a full refund. If the goods cannot be delivered at all, the merchant must cancel the order and refund the customer in full under our `,
          link("Cancellation Policy", "/cancellation-policy"),
          ".",
        ),
      ],
    },
    {
      id: "returns",
      title: "Returns",
      blocks: [
        p(
          "Merchants set their own return period, which must be stated at the point of sale. For example: ",
          b(
            `"You may return any item within ${inWords(figures.exampleReturnPeriodDays)} (${figures.exampleReturnPeriodDays}) days of delivery, unused and in its original packaging."`,
          ),
        ),
        p(
          "To return an item the customer contacts the merchant within the return period, quoting the order reference, and sends or brings back the item as the merchant instructs. The merchant inspects the item and approves or rejects the return, giving reasons for a rejection.",
        ),
      ],
    },
    {
      id: "faulty-or-wrong-items",
      title: "Damaged, faulty or wrong items",
      blocks: [
        p(
          "Customers who receive damaged, faulty or wrong items may return them at the merchant's cost, even if the item was marked non-refundable or the return period has passed, and may choose a replacement or a full refund. These rights are in addition to the customer's rights under Ghanaian consumer law.",
        ),
      ],
    },
    {
      id: "refunds-after-return",
      title: "Refunds after a return",
      blocks: [
        p(
          b(
            `Refunds are processed within ${inWords(figures.refundBusinessDays)} (${figures.refundBusinessDays}) business days after return approval`,
          ),
          ", to the payment method the customer used, as set out in our ",
          link("Refund and Chargeback Policy", "/refund-and-chargeback-policy"),
          ". Delivery charges are refunded when the whole order is returned because it was faulty, wrong or late.",
        ),
      ],
    },
    {
      id: "services-and-digital-products",
      title: "Services and digital products",
      blocks: [
        p(
          "Services, bookings, airtime, data bundles and other digital products cannot be physically returned. Merchants must state at the point of sale whether and until when such purchases can be cancelled, following our Cancellation Policy. Where a service is not provided as described, the customer is entitled to a refund for the part not provided.",
        ),
      ],
    },
    recordKeepingSection(
      "Records of orders, dispatches, proof of delivery, return requests and their outcomes",
    ),
    reviewSection("Return and Delivery Policy"),
    contactSection(
      "deliveries and returns",
      p(
        "Customers with a question about a specific order should contact the merchant they bought from first.",
      ),
    ),
  ],
};

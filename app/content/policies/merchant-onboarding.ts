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
import { b, dl, h3, inWords, link, ol, p, ul } from "./document.ts";

const figures = {
  /** Working days to an onboarding decision once the documents are complete. */
  decisionWorkingDays: 5,
  /** Shareholding, in per cent, from which an owner counts as a beneficial owner. */
  beneficialOwnershipPercent: 5,
  /** Days within which a merchant reports changes to its information. */
  changeNoticeDays: 14,
  /** KYC refresh intervals by risk rating, in years. */
  reviewYearsHighRisk: 1,
  reviewYearsMediumRisk: 2,
  reviewYearsLowRisk: 3,
  recordRetentionYears: RECORD_RETENTION_YEARS,
  review: POLICY_REVIEW,
};

/** The documents a merchant prepares; the onboarding holding page lists them too. */
export const onboardingDocuments = [
  "Certificate of incorporation or business registration from the Office of the Registrar of Companies, with your company's regulations or partnership deed",
  "Ghana Card of every director, signatory and beneficial owner",
  "Tax Identification Number (TIN) of the business",
  "Proof of business address: a recent utility bill or tenancy agreement, with your GhanaPost GPS digital address",
  "A bank statement or letter confirming the settlement account, held in the business's name",
  "An operating licence or permit where your sector is regulated (for example schools, pharmacies, insurance or lotteries)",
] as const;

export const merchantOnboardingPolicy: PolicyDocument<typeof figures> = {
  path: "/merchant-onboarding-policy",
  eyebrow: "Policy",
  title: "Merchant Onboarding Policy",
  summary: `The due-diligence, documentation and risk checks every business completes before it can accept payments through ${site.name}, and how we keep those checks up to date.`,
  dateLabel: "Effective date",
  date: POLICY_EFFECTIVE_DATE,
  effectiveDate: POLICY_EFFECTIVE_DATE,
  figures,
  keyPoints: [
    {
      label: "Decision",
      value: `Within ${figures.decisionWorkingDays} working days of complete documents`,
    },
    {
      label: "Beneficial owners",
      value: `Everyone holding ${figures.beneficialOwnershipPercent}% or more`,
    },
    {
      label: "Due diligence refreshed",
      value: `Every ${figures.reviewYearsHighRisk}, ${figures.reviewYearsMediumRisk} or ${figures.reviewYearsLowRisk} years, by risk`,
    },
    ...commonKeyPoints,
  ],
  sections: [
    {
      id: "purpose-and-scope",
      title: "Purpose and scope",
      blocks: [
        p(
          `This policy describes how ${site.legalName} ("${site.name}") accepts new merchants. It helps us know who we do business with, keep criminal proceeds out of Ghana's payment system and protect customers who pay our merchants. It implements our obligations under the Payment Systems and Services Act, 2019 (Act 987), the Anti-Money Laundering Act, 2020 (Act 1044), the Bank of Ghana's anti-money laundering and know-your-customer guidelines, and card-scheme and mobile network rules.`,
        ),
        p(
          "It applies to every business, institution and individual trader that applies to use our payment services, value added services or e-commerce platforms.",
        ),
      ],
    },
    {
      id: "who-can-apply",
      title: "Who can apply",
      blocks: [
        p("We onboard merchants that:"),
        ul(
          "are registered in Ghana as a company, partnership, sole proprietorship, cooperative, school, NGO, religious body or public institution;",
          "hold any licence their activity requires;",
          "have a settlement account in their own registered name with a bank or mobile money provider in Ghana;",
          "sell lawful goods and services that are not on our prohibited list.",
        ),
      ],
    },
    {
      id: "prohibited-and-restricted-businesses",
      title: "Prohibited and restricted businesses",
      blocks: [
        h3("Prohibited"),
        p("We do not process payments for:"),
        ul(
          "unlicensed financial services, deposit-taking, investment schemes promising fixed high returns, and pyramid or Ponzi schemes;",
          "unlicensed gambling and lotteries;",
          "illegal drugs, weapons, counterfeit goods and anything else that is unlawful in Ghana;",
          "sales of virtual assets not permitted by the Bank of Ghana or the Securities and Exchange Commission;",
          "any business owned or controlled by a person on a United Nations or Ghanaian sanctions list.",
        ),
        h3("Restricted"),
        p(
          "Licensed gaming, money transfer, travel, forex, crowdfunding, pharmacies, charities and high-value goods dealers may be onboarded after enhanced due diligence and approval by our compliance team.",
        ),
      ],
    },
    {
      id: "required-documents",
      title: "Required documents",
      blocks: [
        p("Every applicant provides:"),
        ol(...onboardingDocuments),
        p(
          `Beneficial owners are the individuals who own ${figures.beneficialOwnershipPercent}% or more of the business or control it in another way. Copies must be clear and current; we verify Ghana Cards with the National Identification Authority and registrations with the Office of the Registrar of Companies.`,
        ),
      ],
    },
    {
      id: "due-diligence-and-risk-assessment",
      title: "Due diligence and risk assessment",
      blocks: [
        ol(
          "We screen the business, its directors and beneficial owners against sanctions lists and lists of politically exposed persons, and check public sources for adverse media.",
          "We give the merchant a risk rating (low, medium or high) based on its sector, ownership, expected volumes, channels and location.",
          "High-risk merchants go through enhanced due diligence: source of funds, a visit to the business premises and approval by our compliance officer.",
          "Merchants selling online must publish their terms, delivery, return, refund and cancellation policies and their contact details before going live. Merchants that handle card data themselves must show PCI DSS compliance.",
        ),
      ],
    },
    {
      id: "approval-and-agreement",
      title: "Approval and agreement",
      blocks: [
        p(
          b(
            `We aim to decide on a complete application within ${inWords(figures.decisionWorkingDays)} (${figures.decisionWorkingDays}) working days.`,
          ),
          " Approved merchants sign a Merchant Agreement that sets out their fees, settlement schedule, transaction limits and obligations, and receive access to the dashboard and test and live API keys. We may decline an application without giving reasons where the law prevents us from explaining.",
        ),
      ],
    },
    {
      id: "ongoing-monitoring",
      title: "Ongoing monitoring",
      blocks: [
        p(
          "We monitor transactions for patterns that do not fit a merchant's profile and may ask for information about unusual payments. We refresh each merchant's due diligence periodically:",
        ),
        dl({
          "High risk": `every ${inWords(figures.reviewYearsHighRisk)} year`,
          "Medium risk": `every ${inWords(figures.reviewYearsMediumRisk)} years`,
          "Low risk": `every ${inWords(figures.reviewYearsLowRisk)} years`,
        }),
      ],
    },
    {
      id: "changes-to-merchant-information",
      title: "Changes to merchant information",
      blocks: [
        p(
          `Merchants must tell us within ${inWords(figures.changeNoticeDays)} days about any change to their directors, owners, address, settlement account, licences or the goods and services they sell. A change of settlement account is confirmed with the merchant by phone before it takes effect.`,
        ),
      ],
    },
    {
      id: "suspension-and-termination",
      title: "Suspension and termination",
      blocks: [
        p(
          "We may suspend processing, hold settlements or end the Merchant Agreement if a merchant gives false information, stops meeting this policy, exceeds agreed chargeback levels, or if we are required to by law or a regulator. Where the law allows, we tell the merchant the reason and how to put it right.",
        ),
      ],
    },
    recordKeepingSection("Onboarding documents, due-diligence results and risk assessments"),
    {
      id: "training",
      title: "Training",
      blocks: [
        p(
          `Staff who onboard or monitor merchants complete anti-money laundering and onboarding training when they join and every year after. New merchants receive onboarding training on our platform and on our `,
          link("Refund and Chargeback", "/refund-and-chargeback-policy"),
          ", ",
          link("Return and Delivery", "/return-and-delivery-policy"),
          " and ",
          link("Cancellation", "/cancellation-policy"),
          " policies.",
        ),
      ],
    },
    reviewSection("Merchant Onboarding Policy"),
    contactSection(
      "onboarding",
      p(
        "Ready to apply? ",
        link("Talk to our sales team", "/contact-us"),
        ` or write to `,
        link(site.emails.sales, `mailto:${site.emails.sales}`),
        ".",
      ),
    ),
  ],
};

import { fullAddress, site } from "../config/site.ts";
import {
  b,
  dl,
  h3,
  inWords,
  link,
  mail,
  note,
  p,
  ul,
  type DocSection,
  type LegalDocument,
} from "./policies/document.ts";
import { PRIVACY_POLICY_ID } from "./anchors.ts";

/** The figures of the terms that other parts of the site and the tests rely on. */
export const termsFigures = {
  /** docs/requirements.md §2.15, §9: days to settle a dispute amicably before arbitration. */
  amicableResolutionDays: 7,
  arbitrators: 1,
  /** Days to agree on the arbitrator before the appointing authority steps in. */
  arbitratorAgreementDays: 14,
  /** Retention of contact and demo messages after the last exchange, in months. */
  enquiryRetentionMonths: 24,
  /** Days within which we answer a data-protection request. */
  privacyResponseDays: 21,
  /** Notice before material changes take effect, in days. */
  changeNoticeDays: 14,
} as const;

export { PRIVACY_POLICY_ID };

const f = termsFigures;
const company = site.legalName;

const sections: DocSection[] = [
  {
    id: "definitions",
    title: "Definitions",
    blocks: [
      p("In these terms, unless the context requires otherwise:"),
      dl({
        [`"${site.name}", "we", "us", "our"`]: `${company}, a company incorporated in Ghana with its office at ${fullAddress()}, licensed by the Bank of Ghana as a payment service provider.`,
        '"Website"': `The website published by us at ${site.url.replace(/^https?:\/\//, "")}, including its pages, forms, newsletter and downloadable documents.`,
        '"Services"':
          "The payment services, value added services and e-commerce platforms we offer, as described on the Website.",
        '"Merchant Agreement"':
          "The separate written agreement a business signs with us before it uses the Services.",
        '"You", "your"':
          "Any person who visits or uses the Website, and the organisation on whose behalf that person acts.",
        '"Personal Data"':
          "Information about an identified or identifiable individual, as defined in the Data Protection Act, 2012 (Act 843).",
        '"Confidential Information"':
          "Any non-public information about us, our partners or our customers that you receive through the Website or in discussions arising from it.",
      }),
    ],
  },
  {
    id: "acceptance",
    title: "Acceptance of these terms",
    blocks: [
      p(
        "By visiting the Website, subscribing to our newsletter, requesting a demo or sending us a message, you agree to these terms. If you do not agree with them, please do not use the Website.",
      ),
      p(
        "If you use the Website on behalf of a company or other organisation, you confirm that you are authorised to accept these terms on its behalf.",
      ),
    ],
  },
  {
    id: "eligibility",
    title: "Eligibility",
    blocks: [
      p(
        "The Website is intended for businesses, institutions and adults. You must be at least 18 years old to submit any of our forms. We do not knowingly collect Personal Data from children; if you believe a child has sent us their details, write to us and we will delete them.",
      ),
    ],
  },
  {
    id: "terms",
    title: "Terms",
    blocks: [
      p(
        "These terms apply to the Website only. The Services themselves are provided under a Merchant Agreement or another written contract, together with the policies published on the Website, including our ",
        link("Merchant Onboarding Policy", "/merchant-onboarding-policy"),
        ", ",
        link("Refund and Chargeback Policy", "/refund-and-chargeback-policy"),
        ", ",
        link("Return and Delivery Policy", "/return-and-delivery-policy"),
        " and ",
        link("Cancellation Policy", "/cancellation-policy"),
        ".",
      ),
      p(
        "Where these terms and a signed Merchant Agreement conflict, the Merchant Agreement prevails for the Services it covers.",
      ),
    ],
  },
  {
    id: "confidentiality",
    title: "Confidentiality",
    blocks: [
      p(
        "Documents we share with you before you become a customer, such as proposals, pricing, technical documentation, sandbox credentials and demo materials, are Confidential Information. You agree to keep them confidential, to share them only with your employees and advisers who need them to evaluate the Services and who are bound by equivalent duties, and to protect them with at least the care you give your own confidential information.",
      ),
      p(
        "This duty does not apply to information that is or becomes public through no fault of yours, that you already lawfully held, or that a court or regulator requires you to disclose, provided you tell us promptly where the law allows.",
      ),
    ],
  },
  {
    id: "non-use",
    title: "Non-use",
    blocks: [
      p(
        "You may use Confidential Information and the contents of the Website only to learn about and evaluate our Services. You must not use them to build, market or support a competing product, to reverse-engineer our systems or interfaces, or to solicit our customers or staff.",
      ),
      p(
        "You must not copy the Website by automated means (scraping, crawling at a rate that burdens our servers or harvesting e-mail addresses), probe or test its security without our written permission (our vulnerability disclosure policy on the Security page gives that permission for good-faith research that follows it), or submit forms on behalf of other people without their consent.",
      ),
    ],
  },
  {
    id: "non-assignment",
    title: "Non-assignment",
    blocks: [
      p(
        "You may not assign, transfer or sub-license any of your rights or obligations under these terms without our prior written consent. We may assign our rights and obligations to a company in our group or to a successor to our business, provided your rights under these terms are not reduced.",
      ),
    ],
  },
  {
    id: "usage-and-copyright",
    title: "Usage and copyright",
    blocks: [
      p(
        `All text, graphics, illustrations, logos, page layouts, software and documents on the Website are owned by ${company} or licensed to us, and are protected by the Copyright Act, 2005 (Act 690) and international copyright treaties.`,
      ),
      p("You may:"),
      ul(
        "view the Website and print or download pages and documents for your own reference or for your organisation's internal evaluation of our Services;",
        "share links to any page of the Website;",
        "quote short extracts with a clear acknowledgement of the source.",
      ),
      p(
        "Any other copying, modification, publication or commercial use requires our prior written permission.",
      ),
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual property",
    blocks: [
      p(
        `"${site.name}", "${site.tagline}", our logo and the names of our products are our trade marks. Nothing on the Website grants you a licence to use them. Names of mobile network operators, banks, card schemes and other organisations mentioned on the Website belong to their owners and are used only to describe how our Services work with them.`,
      ),
    ],
  },
  {
    id: "links-to-other-websites",
    title: "Links to other websites",
    blocks: [
      p(
        "The Website links to websites we do not control, such as our developer documentation host, maps services and social networks. We provide these links for convenience; we are not responsible for their content, availability or privacy practices, and a link is not an endorsement. Please read the terms and privacy notices of any site you visit.",
      ),
    ],
  },
  {
    id: "disclaimer",
    title: "Disclaimer",
    blocks: [
      p(
        'We work to keep the Website accurate and available, but it is provided on an "as is" and "as available" basis. Descriptions of products, figures and case studies are for general information: they are not an offer, financial advice or a guarantee of results. Features, prices and availability of the Services are confirmed only in a written proposal or agreement.',
      ),
      p(
        "We do not warrant that the Website will be uninterrupted, free of errors or free of viruses, and we may change or withdraw any part of it without notice.",
      ),
    ],
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of liability",
    blocks: [
      p(
        "To the fullest extent the law allows, we are not liable for any indirect or consequential loss, loss of profit, revenue, data or goodwill arising from your use of, or inability to use, the Website or anything you rely on from it.",
      ),
      p(
        "Nothing in these terms limits liability for fraud, for death or personal injury caused by negligence, or for anything else that cannot be limited under the laws of Ghana. Our liability for the Services is governed by the Merchant Agreement.",
      ),
    ],
  },
  {
    id: "indemnity",
    title: "Indemnity",
    blocks: [
      p(
        "You agree to compensate us for any loss, damage, cost or expense (including reasonable legal fees) we suffer because you breached these terms, misused the Website or submitted information that infringes someone else's rights.",
      ),
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    blocks: [
      p(
        "The Website does not use advertising, tracking or analytics cookies, and we do not allow third parties to place cookies through it. For this reason we do not show a cookie banner.",
      ),
      p(
        "To work properly, the Website keeps a small amount of information in your own browser: for example, your scroll position on pages you have visited in the current tab (held in session storage and deleted when you close the tab). This information never leaves your device. If we ever introduce cookies that are not strictly necessary, we will ask for your consent first and update this clause.",
      ),
    ],
  },
  {
    id: PRIVACY_POLICY_ID,
    title: "Privacy policy",
    blocks: [
      p(
        `${company} is the data controller for Personal Data collected through the Website. We process it in accordance with the Data Protection Act, 2012 (Act 843) and the data protection principles it sets out: accountability, lawfulness, specified purpose, compatibility of further processing, quality of information, openness, data security safeguards and data subject participation.`,
      ),
      h3("What we collect"),
      ul(
        [b("Newsletter: "), "the e-mail address you enter."],
        [
          b("Contact form: "),
          "your first and last name, e-mail address, phone number (if you give it), your message, and the fact that you agreed to this privacy policy.",
        ],
        [
          b("Demo requests: "),
          "your name, e-mail address, phone number, and, if you give them, your company, job title and industry, together with the product the demo is about.",
        ],
        [
          b("Technical data with each submission: "),
          "the date and time, your browser's user-agent string, and a one-way hash of your IP address (a salted fingerprint from which the address itself cannot be read back). Our web servers also keep short-lived access logs for security.",
        ],
      ),
      p(
        "We do not collect card numbers, mobile money PINs or passwords through the Website, and we do not buy personal data from data brokers.",
      ),
      h3("Why we use it"),
      ul(
        "To answer your message and to arrange and hold the demo you asked for (steps you requested before a possible contract).",
        "To send you the newsletter you subscribed to (your consent, which you can withdraw at any time).",
        "To protect the Website and its forms from spam, fraud and abuse, for example by limiting how often one connection can submit a form (our legitimate interest in keeping the Website secure).",
        "To meet our legal and regulatory obligations as a licensed payment service provider.",
      ),
      p("We do not use your data for automated decisions that affect you, and we never sell it."),
      h3("How long we keep it"),
      ul(
        "Newsletter addresses: until you unsubscribe, using the link in every newsletter or by writing to us. After that we keep only a record that you unsubscribed, so that we do not write to you again.",
        `Contact messages and demo requests: ${inWords(f.enquiryRetentionMonths / 12)} years (${f.enquiryRetentionMonths} months) after our last exchange with you, unless you become a customer, in which case your Merchant Agreement and our record-keeping obligations apply.`,
        "The hashed IP address and user-agent string are kept with the submission they belong to and deleted with it. Web server access logs are deleted after 30 days.",
      ),
      h3("Who we share it with"),
      p(
        "Your data is read by the members of our sales, support and partnerships teams who need it. We share it only with service providers that host the Website and deliver our e-mail, under written contracts that require them to keep it secure and use it only on our instructions, and with regulators, courts or law-enforcement authorities when the law requires us to.",
      ),
      h3("How we protect it"),
      p(
        "The Website is served only over encrypted HTTPS connections. Submissions are stored in access-controlled systems covered by our ISO/IEC 27001 information security management system, and access is limited to named staff.",
      ),
      h3("Your rights"),
      p("Under the Data Protection Act, 2012 (Act 843) you have the right to:"),
      ul(
        "ask whether we hold Personal Data about you and receive a copy of it;",
        "have inaccurate or out-of-date data corrected;",
        "ask us to delete data we no longer have a lawful reason to keep;",
        "object to the processing of your data for direct marketing, and withdraw consent you gave, at any time;",
        "complain to the Data Protection Commission of Ghana if you believe we have mishandled your data.",
      ),
      p(
        "To exercise any of these rights, write to our data protection team at ",
        mail(site.emails.privacy),
        `. We may ask you to confirm your identity, and we reply within ${f.privacyResponseDays} days.`,
      ),
    ],
  },
  {
    id: "collection-of-data",
    title: "Collection of data",
    blocks: [
      p(
        "When a business becomes our customer, we collect further data under its Merchant Agreement: know-your-customer information about the business, its directors, beneficial owners and signatories (such as registration documents, Ghana Card details and Tax Identification Numbers), bank account details for settlement, and the records of each transaction we process.",
      ),
      p(
        "We collect this data because the Payment Systems and Services Act, 2019 (Act 987), the Anti-Money Laundering Act, 2020 (Act 1044) and the directives of the Bank of Ghana require us to, and because we need it to process payments, settle funds, prevent fraud and resolve disputes. We collect only what those purposes require and keep it for the periods the law prescribes.",
      ),
    ],
  },
  {
    id: "third-parties",
    title: "Third parties",
    blocks: [
      p(
        "Processing a payment involves other regulated parties: mobile network operators and their mobile money subsidiaries, banks, card schemes, the national switch and our settlement banks. Each receives only the data needed to carry out its part of a transaction and is bound by its own legal duties of confidentiality.",
      ),
      p(
        "Merchants who accept payments through us are responsible for their own goods, services, delivery and customer care, and for their own use of their customers' personal data. We are not a party to the sale between a merchant and its customer.",
      ),
    ],
  },
  {
    id: "cross-border-transfer",
    title: "Cross-border transfer",
    blocks: [
      p(
        "We store and process transaction data in Ghana wherever Bank of Ghana rules require it. Some of our service providers, for example for e-mail delivery or off-site backups, may process data outside Ghana. When that happens we transfer only what is necessary, choose providers in countries or under contractual terms that give Personal Data a level of protection equivalent to Act 843, and encrypt the data in transit and at rest.",
      ),
    ],
  },
  {
    id: "force-majeure",
    title: "Force majeure",
    blocks: [
      p(
        "We are not responsible for a failure or delay in making the Website available that is caused by events beyond our reasonable control, including power or network outages, failures of mobile network operators or banks, fire, flood, epidemic, civil unrest, strikes or acts of government.",
      ),
    ],
  },
  {
    id: "termination",
    title: "Termination",
    blocks: [
      p(
        "We may suspend or end your access to the Website or its forms, without notice, if you breach these terms or if we reasonably suspect fraudulent or abusive use. The clauses on confidentiality, non-use, intellectual property, limitation of liability, indemnity, dispute resolution and governing law continue to apply after your use of the Website ends.",
      ),
    ],
  },
  {
    id: "dispute-resolution",
    title: "Dispute resolution",
    blocks: [
      p(
        `If a dispute arises out of or in connection with these terms or the Website, either party may give the other written notice of it. The parties will first try in good faith to settle the dispute amicably, through their representatives with authority to settle it, within ${inWords(f.amicableResolutionDays)} (${f.amicableResolutionDays}) days of that notice.`,
      ),
      p(
        `If the dispute is not settled within those ${inWords(f.amicableResolutionDays)} days, it shall be referred to and finally resolved by arbitration under the Alternative Dispute Resolution Act, 2010 (Act 798) before a single arbitrator appointed by agreement of the parties or, failing agreement within ${inWords(f.arbitratorAgreementDays)} days, by the appointing authority under that Act. The arbitration shall be held in ${site.address.city} and conducted in English, and the award shall be final and binding on the parties.`,
      ),
      p(
        "Nothing in this clause prevents either party from asking a court for urgent interim relief, or you from bringing a complaint to the Bank of Ghana or the Data Protection Commission.",
      ),
    ],
  },
  {
    id: "governing-law",
    title: "Governing law",
    blocks: [
      p(
        "These terms, and any dispute or claim arising out of or in connection with them or the Website, are governed by and interpreted in accordance with the laws of the Republic of Ghana.",
      ),
    ],
  },
  {
    id: "waiver",
    title: "Waiver",
    blocks: [
      p(
        "If we do not enforce a right under these terms, or delay doing so, that does not mean we have waived it. A waiver is effective only if it is in writing, and a waiver of one breach is not a waiver of any other breach.",
      ),
    ],
  },
  {
    id: "severability",
    title: "Severability",
    blocks: [
      p(
        "If a court or arbitrator finds any provision of these terms invalid or unenforceable, that provision will be enforced to the maximum extent permitted and the remaining provisions will continue in full force.",
      ),
    ],
  },
  {
    id: "entire-agreement",
    title: "Entire agreement",
    blocks: [
      p(
        "These terms, together with the policies they refer to, are the entire agreement between you and us about the use of the Website, and replace any earlier statements about it. They do not replace a signed Merchant Agreement.",
      ),
    ],
  },
  {
    id: "updates",
    title: "Updates to these terms",
    blocks: [
      p(
        `We may update these terms from time to time, for example when the law changes or the Website gains new features. The date at the top of this page shows when they last changed. For material changes to how we use Personal Data we will notify newsletter subscribers by e-mail at least ${inWords(f.changeNoticeDays)} days before the change takes effect. Your continued use of the Website after an update means you accept the updated terms.`,
      ),
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      p("Questions about these terms or about your Personal Data are welcome:"),
      ul(
        ["Privacy and data protection: ", mail(site.emails.privacy)],
        ["Everything else: ", mail(site.emails.info)],
        `By post or in person: ${company}, ${fullAddress()}`,
      ),
      note(
        "For help with a payment, please contact our support team through the ",
        link("Help Center", "/help-center"),
        " or ",
        link("Contact Us", "/contact-us"),
        " page.",
      ),
    ],
  },
];

const privacyClauseNumber = sections.findIndex((s) => s.id === PRIVACY_POLICY_ID) + 1;

export const terms: LegalDocument = {
  path: "/terms-and-conditions",
  eyebrow: "Legal",
  title: "Terms and Conditions",
  summary: `These terms govern your use of the ${site.name} website and the information on it. Clause ${privacyClauseNumber} is our privacy policy: it explains what personal data this website collects, why, how long we keep it and the rights you have under Ghana's Data Protection Act, 2012 (Act 843).`,
  keyPoints: [
    { label: "Cookies", value: "No tracking or advertising cookies" },
    { label: "What we collect", value: "Only what you type into our forms" },
    { label: "Your rights", value: "Access, correction and deletion under Act 843" },
    {
      label: "Disputes",
      value: `${f.amicableResolutionDays} days to settle amicably, then a single arbitrator`,
    },
    { label: "Governing law", value: "The laws of the Republic of Ghana" },
  ],
  dateLabel: "Last updated",
  date: "16th November 2026",
  sections,
};

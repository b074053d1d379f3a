import { site } from "../config/site.ts";
import type { TeamMember } from "./schemas/team-member.ts";

/** Copy of the About page (docs/requirements.md §2.7). */

export type { TeamMember };

// The page's code splits biographies without importing this module (its copy arrives as
// loader data); the seed and the tests still find it here.
export { bioParagraphs } from "./bio-paragraphs.ts";

const yearsSince = (year: number) => new Date().getFullYear() - year;

export const aboutHero = {
  eyebrow: "About us",
  title: "We build the payment rails Ghanaian institutions run on",
  intro: `${site.name} is a Bank of Ghana licensed payment service provider based in Accra. Since ${site.founded} we have connected businesses, banks, pension schemes and schools to mobile money, cards and bank accounts through one secure platform.`,
  careers: { label: "Join Our Team", to: "/careers" },
  contact: { label: "Contact Sales", to: "/contact-us" },
};

export const story = {
  eyebrow: "Who we are",
  title: "A Ghanaian company solving Ghanaian payment problems",
  paragraphs: [
    `${site.name} started in ${site.founded} with a simple observation: a rural bank in the Ashanti Region could lend money in an afternoon, but collecting repayments still meant a mobile banker on a motorbike with a cash bag. Mobile money was everywhere; connecting it to the systems that institutions actually run on was not.`,
    `Today we run collections, payouts, direct debit, USSD and SMS for merchants, lenders and public institutions, and we build the software that sits on top: a pension management system, a core banking system for rural and community banks, ASLAN for savings groups, and school billing. "Nkabom" means unity in Twi, and it is what we do: bring every wallet, bank and card together behind one connection.`,
  ],
  imageAlt:
    "Illustration of the team at work: colleagues around a table with laptops, a payment dashboard on the wall and plants by the window.",
  values: [
    {
      title: "Reliability first",
      body: "Payments are someone's salary, pension or school fees. We design for the day a network is slow, not the day everything works.",
    },
    {
      title: "Security by default",
      body: "We are audited against ISO/IEC 27001 and PCI DSS, and we treat every customer record as if it were our own family's.",
    },
    {
      title: "Built for Ghana",
      body: "USSD for feature phones, Twi and English support, and settlement to every bank on GhIPSS: we design for how Ghana really pays.",
    },
    {
      title: "Partners, not vendors",
      body: `Most of our clients have worked with us for years. We answer the phone, we visit, and we fix problems before they become complaints.`,
    },
  ],
  facts: [
    { label: "Founded", value: String(site.founded) },
    { label: "Headquarters", value: `${site.address.city}, ${site.address.country}` },
    { label: "Years in operation", value: `${yearsSince(site.founded)}` },
    { label: "Regulator", value: "Bank of Ghana" },
  ],
};

export const leadershipSection = {
  eyebrow: "Leadership",
  title: "The people accountable for your payments",
  intro: "Select a member of the team to read their biography.",
  noBio: "No biography available.",
  profileLink: "View professional profile",
  close: "Close",
  readBio: "Read biography",
  /** The member's name follows it: "Monogram artwork for Akosua Boateng". */
  portraitAlt: "Monogram artwork for",
};

export const leadership: TeamMember[] = [
  {
    id: "akosua-boateng",
    name: "Akosua Boateng",
    role: "Chief Executive Officer and Co-founder",
    imageUrl: "/images/team/akosua-boateng.svg",
    bio: `Akosua co-founded ${site.name} in ${site.founded} after nine years in retail and transaction banking in Accra and Kumasi, where she led the roll-out of mobile money collections for a network of rural bank branches.

She sets the company's strategy and leads its relationships with regulators, partner banks and the mobile money operators. Under her leadership ${site.name} obtained its payment service provider licence from the Bank of Ghana and expanded from collections into payouts, direct debit and software for pensions, banking and schools.

Akosua holds a degree in Economics from the University of Ghana and an MBA in Finance from the Kwame Nkrumah University of Science and Technology. She mentors women founders through the Kumasi Fintech Hub.`,
    linkedinUrl: "https://www.linkedin.com/in/akosua-boateng-nkabompay",
  },
  {
    id: "kwabena-ofori",
    name: "Kwabena Ofori",
    role: "Chief Technology Officer",
    imageUrl: "/images/team/kwabena-ofori.svg",
    bio: `Kwabena leads engineering, infrastructure and information security. He designed the platform that routes every ${site.name} transaction to the right network or bank and keeps it running when one of them is slow.

Before joining ${site.name} he built integration systems for telecoms and banks in Ghana and Nigeria for more than a decade. He is responsible for the company's ISO/IEC 27001 and PCI DSS programmes.

Kwabena studied Computer Engineering at KNUST and teaches a weekend course on API design for young developers in Accra.`,
  },
  {
    id: "esi-amponsah",
    name: "Esi Amponsah",
    role: "Head of Compliance and Risk",
    imageUrl: "/images/team/esi-amponsah.svg",
    bio: `Esi leads compliance, risk and data protection. She keeps ${site.name}'s payment service provider licence in good standing with the Bank of Ghana, runs the anti-money laundering and counter-terrorist financing programme, and reviews every new product before it reaches a customer.

She spent eleven years in compliance and internal audit at a commercial bank and a savings and loans company in Accra, where she built transaction monitoring for mobile money collections and led the response to two on-site regulatory examinations.

Esi is a chartered accountant and holds a law degree from the University of Cape Coast. She chairs ${site.name}'s risk committee and trains every new colleague on fraud and customer due diligence in their first week.`,
  },
];

export const ceoProfile = {
  eyebrow: "From our CEO",
  memberId: "akosua-boateng",
  quote:
    "Every cedi that moves through our platform belongs to someone who is counting on it to arrive: a trader paying a supplier, a pensioner, a parent paying school fees. Our job is to make sure it does, every time.",
  paragraphs: [
    `When we started ${site.name}, most institutions we met had the same problem. Their customers had mobile money, but their own systems could not talk to it, so money moved on paper and in cash. We set out to fix that one connection at a time.`,
    "We are proud to be licensed by the Bank of Ghana and to work with banks, pension trustees, schools and merchants across the country. We are prouder still that many of them have grown with us from their first payment to their millionth.",
  ],
};

export const joinTeam = {
  eyebrow: "Careers",
  title: "Help us build Ghana's payment rails",
  body: `We are engineers, compliance specialists, designers and relationship managers in Accra who care about getting money to the right place. If that sounds like you, we would like to hear from you.`,
  cta: "See open positions",
  to: "/careers",
};

/** The figures strip's name for screen readers (the figures: stats.ts). */
export const statsLabel = `${site.name} in numbers`;

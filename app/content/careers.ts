import { site } from "../config/site.ts";

export { positionCountLabel, workTypes, type JobPosition, type WorkType } from "./job-positions.ts";

export const careersCopy = {
  eyebrow: "Careers",
  title: "Build the payment rails Ghana runs on",
  intro: `Every day, merchants, banks, pension schemes and schools rely on ${site.name} to move their money. Join a team of engineers, product people and payment specialists in ${site.address.city} who care about getting it right.`,
  openingsButton: "See open positions",
  glanceTitle: `Working at ${site.name}`,
  // The rows of the hero's "at a glance" card.
  glance: {
    where: "Where we work",
    whereValue: `${site.address.area}, ${site.address.city} · hybrid`,
    team: "Our team",
    teamUnit: "people",
    openPositions: "Open positions",
    cvTo: "Send your CV to",
  },
  valuesHeading: "Why work with us",
  valuesIntro:
    "We are a licensed payments company, so we take security and reliability seriously. We are also small enough that your work reaches customers within weeks.",
  values: [
    {
      title: "Work that matters",
      body: "The systems you build collect school fees, pay pensions and carry loan repayments for rural communities. People notice when they work, and when they don't.",
    },
    {
      title: "Learn the whole stack",
      body: "From USSD menus and mobile money APIs to settlement, reconciliation and compliance: you will see how money really moves in Ghana.",
    },
    {
      title: "Grow with support",
      body: "A yearly learning budget, time for certifications and mentoring from colleagues who have built payment systems across West Africa.",
    },
    {
      title: "Flexible and fair",
      body: `Hybrid working from our ${site.address.area} office, medical cover for you and your dependants, and pay reviewed every year.`,
    },
  ],
  openingsHeading: "Open Positions",
  noPositions: "No available positions",
  noPositionsBody:
    "We are not hiring for any role at the moment. New positions are posted here first. You are welcome to send your CV to",
  noPositionsEmail: site.emails.careers,
  noPositionsAfter:
    ": we keep speculative applications on file for twelve months and contact you if a matching role opens.",
  positionCountOne: "%count% position available",
  positionCountMany: "%count% positions available",
  applyLine: "NB : Interested applicants should submit their CV to",
  fairHiring: `${site.name} is an equal opportunity employer. We consider every applicant on merit, whatever their gender, ethnicity, religion, disability or background, and we will never ask you to pay a fee at any stage of our recruitment.`,
} as const;

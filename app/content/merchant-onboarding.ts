import { site } from "../config/site.ts";
import { hoursText } from "./hours.ts";
import { onboardingDocuments } from "./policies/merchant-onboarding.ts";

/** docs/requirements.md §2.17: the merchant onboarding holding page. */
export const merchantOnboardingCopy = {
  eyebrow: "Merchant onboarding",
  title: "Our merchant onboarding is almost here",
  intro: "We are currently working on giving you the best onboarding experience.",
  body: `Soon you will be able to apply, upload your documents and follow your application online. Until then, our sales team onboards every new merchant personally: ${hoursText(site.hours)}.`,
  contactSales: "Contact Sales",
  comingTitle: "Online onboarding",
  comingBadge: "Coming soon",
  comingSteps: [
    {
      title: "Apply online",
      body: "Tell us about your business in a few minutes, from any device.",
    },
    {
      title: "Upload your documents",
      body: "Send registration documents and Ghana Cards securely.",
    },
    {
      title: "Follow your application",
      body: "See each check as it completes, and sign your agreement online.",
    },
  ],
  policyLink: "Read our Merchant Onboarding Policy",
  prepareHeading: "Get your documents ready",
  prepareIntro:
    "Whether you apply online later or with our team today, these are the documents we will ask for:",
  documents: onboardingDocuments,
};

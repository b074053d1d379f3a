/** Newsletter texts (spec §2.3). */
export const newsletterCopy = {
  heading: "Subscribe for our Newsletter to receive exciting updates.",
  intro:
    "Product launches, new payment rails and practical guides for Ghanaian businesses, about once a month. Unsubscribe at any time.",
  placeholder: "Enter your email",
  label: "Email address",
  submit: "Subscribe",
  pending: "Subscribing…",
  thanksTitle: "Thank you for subscribing",
  thanksBody: "Check your email for our latest Newsletter updates.",
  failure: "We could not subscribe you right now. Please check your connection and try again.",
  close: "Close",
  blockEyebrow: "Newsletter",
};

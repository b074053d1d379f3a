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

export const unsubscribeCopy = {
  unsubscribed: {
    title: "You are unsubscribed",
    body: "We have removed your address from our newsletter. You will not receive further newsletters from us.",
  },
  already: {
    title: "You were already unsubscribed",
    body: "This address is not on our newsletter list, so there is nothing more to do.",
  },
  unknown: {
    title: "This unsubscribe link is not valid",
    body: "The link may be incomplete. Copy the whole link from the e-mail, or write to us and we will remove your address by hand.",
  },
  home: "Back to the home page",
};

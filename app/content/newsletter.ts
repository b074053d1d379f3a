import { formMessages } from "../lib/forms/messages.ts";

/** Newsletter texts (docs/requirements.md §2.3). */
export const newsletterCopy = {
  heading: "Subscribe for our Newsletter to receive exciting updates.",
  intro:
    "Product launches, new payment rails and practical guides for Ghanaian businesses, about once a month. Unsubscribe at any time.",
  placeholder: "Enter your email",
  label: "Email address",
  submit: "Subscribe",
  pending: "Subscribing…",
  // docs/requirements.md §2.3's heading; the body departs from the spec's "Check your email for our latest
  // Newsletter updates." because nothing is sent before the address is confirmed
  // (docs/decisions/016).
  thanksTitle: "Thank you for subscribing",
  thanksBody:
    "A confirmation mail is on its way to your address. Press the link in it to start your subscription; until then we send you nothing else.",
  // Shown by the blocks and the popup once the address was confirmed in this visit.
  confirmedTitle: "You are subscribed",
  confirmedBody:
    "Thank you for confirming. Every newsletter carries a link to unsubscribe at any time.",
  failure: "We could not subscribe you right now. Please check your connection and try again.",
  close: "Close",
  blockEyebrow: "Newsletter",
};

export const unsubscribeCopy = {
  ask: {
    title: "Unsubscribe from our newsletter",
    body: "Press the button to stop receiving our newsletter at the address this link was sent to.",
  },
  button: "Unsubscribe",
  unsupported: {
    title: "We could not read this request",
    body: formMessages.formUnsupported,
  },
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

/** The page behind the link of the confirmation mail (double opt-in). */
export const confirmCopy = {
  ask: {
    title: "Confirm your subscription",
    body: "Press the button to start receiving our newsletter at the address this link was sent to.",
  },
  button: "Confirm my subscription",
  confirmed: { title: newsletterCopy.confirmedTitle, body: newsletterCopy.confirmedBody },
  already: {
    title: "You are already subscribed",
    body: "This address confirmed its subscription before, so there is nothing more to do.",
  },
  // The link of a subscription that was confirmed and later ended.
  unsubscribed: {
    title: "This address has unsubscribed",
    body: "This address confirmed its subscription and later unsubscribed, so this link no longer subscribes it. To receive our newsletter again, sign up with the newsletter form on any page and confirm with the new link we send.",
  },
  expired: {
    title: "This confirmation link has expired",
    body: "Links work for seven days. Sign up again with the newsletter form on any page and we will send a new one.",
  },
  unknown: {
    title: "This confirmation link is not valid",
    body: "The link may be incomplete. Copy the whole link from the e-mail, or sign up again.",
  },
  home: "Back to the home page",
};

export const notFoundCopy = {
  eyebrow: "Error 404",
  message: "You encountered a missing page, please go back or try again",
  goBack: "Go back",
  /** Go back leaves the site, or does nothing in a fresh tab: home is always one press away. */
  home: "Go to the home page",
  destinationsHeading: "Or go straight to",
  destinations: [
    {
      to: "/services/payment-services",
      label: "Payment services",
      description: "Collections, payouts, direct debit, USSD and more",
    },
    {
      to: "/help-center",
      label: "Help Center",
      description: "Answers to common questions and our support hours",
    },
    {
      to: "/contact-us",
      label: "Contact us",
      description: "Call, write or send our team a message",
    },
    {
      to: "/official-channels",
      label: "Official channels",
      description: "Check that a website, number or account is really ours",
    },
  ],
};

import { companyLinks, footerBottomLinks, offerLinks } from "./navigation.ts";

export const notFoundCopy = {
  eyebrow: "Error 404",
  message: "You encountered a missing page, please go back or try again",
  goBack: "Go back",
  /** Go back leaves the site, or does nothing in a fresh tab: home is always one press away. */
  home: "Go to the home page",
  destinationsHeading: "Or go straight to",
  /**
   * The menus' own links (the 404 page is part of every page's code, so it repeats no
   * copy): two of what we offer, the Help Center and Contact Us.
   */
  destinations: [
    ...offerLinks.slice(0, 2),
    ...companyLinks.filter((l) => l.opensNewsletter),
    ...footerBottomLinks.filter((l) => l.to === "/contact-us"),
  ],
};

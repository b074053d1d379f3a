import { z } from "zod";
import { group, LIMITS, multiline, text } from "./fields.ts";

const label = (name: string) => text(name, LIMITS.short);
const message = (name: string) =>
  group(name, { title: text("Title"), body: multiline("Text", 600) });

/** Newsletter texts: the form and popup, and the confirm and unsubscribe pages (§2.3). */
export const newsletterSchema = z.strictObject({
  newsletterCopy: group("Form and popup", {
    heading: text("Heading"),
    intro: multiline("Introduction", 400),
    placeholder: label("Placeholder"),
    label: label("Field label"),
    submit: label("Button"),
    pending: label("Button while sending"),
    thanksTitle: text("Thank you title"),
    thanksBody: multiline("Thank you text", 400),
    confirmedTitle: text("Confirmed title"),
    confirmedBody: multiline("Confirmed text", 400),
    failure: multiline("Failure text", 300),
    close: label("Close button"),
    blockEyebrow: label("Block eyebrow"),
  }),
  unsubscribeCopy: group("Unsubscribe page", {
    ask: message("Asking"),
    button: label("Button"),
    unsupported: message("Unreadable request"),
    unsubscribed: message("Unsubscribed"),
    already: message("Already unsubscribed"),
    unknown: message("Invalid link"),
    home: label("Home link"),
  }),
  confirmCopy: group("Confirmation page", {
    ask: message("Asking"),
    button: label("Button"),
    confirmed: message("Confirmed"),
    already: message("Already subscribed"),
    unsubscribed: message("Unsubscribed before"),
    expired: message("Expired link"),
    unknown: message("Invalid link"),
    home: label("Home link"),
  }),
});

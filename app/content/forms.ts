/** Field labels and button texts of the lead forms (validation texts: lib/forms/messages). */
export const contactCopy = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone number",
  message: "Message",
  agreeBefore: "I agree that my details are used to answer this message, as described in the",
  privacyPolicy: "privacy policy",
  submit: "Send message",
  pending: "Sending…",
  /** What stays where the form was once it is sent (the toast says it for five seconds). */
  sent: {
    title: "Thank you: your message is with our team.",
    body: "We reply within one working day, to the e-mail address you gave us.",
    again: "Send another message",
  },
};

export const demoCopy = {
  name: "Full name",
  email: "Work email",
  phone: "Phone number",
  company: "Company or institution",
  jobTitle: "Job title",
  industry: "Industry",
  industryPlaceholder: "Start typing, e.g. Finance",
  noIndustryMatch: "No matching industry: your text will be sent as typed.",
  submit: "Request a demo",
  pending: "Sending…",
  sent: {
    title: "Thank you: your demo request is with our team.",
    body: "Our sales team will contact you within one working day to agree a date and time.",
    again: "Send another request",
  },
};

/** Words every lead form's fields share. */
export const fieldWords = {
  /** After the label of a field that may be left empty. */
  optional: "(optional)",
  /** The trap field's label, seen only by bots that fill every field. */
  honeypot: "Leave this field empty",
};

/** docs/requirements.md §3: the five industry suggestions. */
export const industries = ["Technology", "Hospitality", "Education", "Finance", "Other"] as const;

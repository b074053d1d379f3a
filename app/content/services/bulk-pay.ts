import { docsUrl } from "#app/config/site.ts";
import type { StandardService } from "./types.ts";

export const bulkPay: StandardService = {
  kind: "standard",
  path: "/bulk-pay",
  name: "Bulk Pay",
  icon: "bulk-pay",
  hero: {
    title: "Pay hundreds of people from one file",
    intro:
      "Upload a spreadsheet or send one API request, and pay salaries, allowances, commissions and benefits to mobile money wallets and bank accounts in a single approved batch.",
  },
  panel: {
    title: "Batch: March allowances",
    caption: "1,240 recipients",
    rows: [
      {
        label: "Mobile money",
        detail: "986 recipients",
        value: "GH₵ 147,900.00",
        status: "Successful",
      },
      {
        label: "Bank accounts",
        detail: "248 recipients",
        value: "GH₵ 96,720.00",
        status: "Successful",
      },
      { label: "Needs review", detail: "6 recipients", value: "GH₵ 2,100.00", status: "Pending" },
    ],
  },
  overview: {
    title: "What Bulk Pay does",
    paragraphs: [
      "Bulk Pay is built for payroll officers, programme managers and agent network teams who pay many people at once. You prepare one file with names, numbers and amounts; we check every line, show you what will be paid, and send it after your approvers sign off.",
      "Lines with a problem, such as a wallet whose registered name does not match, are held back for review instead of failing silently, and the rest of the batch goes through.",
    ],
    highlights: [
      "CSV file uploads, or a batch API",
      "Wallets and bank accounts in the same batch",
      "Name checks on every line before payment",
      "Maker-checker approval and scheduled release",
    ],
  },
  benefits: [
    {
      icon: "speed",
      title: "Hours, not days",
      body: "A batch that used to take a week of bank visits and cash envelopes is paid in one sitting.",
    },
    {
      icon: "verify",
      title: "Errors caught first",
      body: "Every line is validated and name-checked before any money moves.",
    },
    {
      icon: "security",
      title: "Approvals you control",
      body: "Batches need the sign-offs you define, and every action is logged with who did it and when.",
    },
    {
      icon: "reports",
      title: "Proof of payment",
      body: "Download a per-recipient report with references and statuses for your auditors and donors.",
    },
  ],
  steps: [
    {
      title: "Upload the batch",
      body: "Use our template or your own payroll export, or send it through the API.",
    },
    { title: "Review the checks", body: "See totals, fees and any lines that need attention." },
    {
      title: "Approve and release",
      body: "Approvers sign off, and the batch is paid now or at the time you set.",
    },
    {
      title: "Download the report",
      body: "Every recipient's status and reference, ready to file.",
    },
  ],
  docs: { label: "Bulk Pay API documentation", href: docsUrl("payment"), external: true },
  closing: {
    title: "Make pay day simple",
    body: "Whether you pay 50 people or 50,000, our team will help you set up Bulk Pay with the approvals your organisation needs.",
  },
};

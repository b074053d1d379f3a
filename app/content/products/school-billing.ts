import { site } from "#app/config/site.ts";
import type { ProductEntry } from "./types.ts";

export const schoolBilling: ProductEntry = {
  path: "/products/school-billing",
  name: "School Billing and Payments",
  icon: "school",
  hero: {
    title: "School fees without the queues",
    intro:
      "Bill fees, let parents pay by mobile money, card or bank, and see every payment matched to the right student automatically, from nursery to tertiary.",
  },
  demo: { label: "Request a Demo", to: "/schedule-school-billing-demo" },
  panel: {
    title: "Second term fees",
    caption: "Basic 1 – JHS 3",
    rows: [
      {
        label: "Kojo Mensah · JHS 2",
        detail: "Paid by MTN MoMo",
        value: "GH₵ 1,450.00",
        status: "Successful",
      },
      {
        label: "Adwoa Asare · Basic 4",
        detail: "Part payment",
        value: "GH₵ 600.00",
        status: "Successful",
      },
      {
        label: "Yaw Boateng · Basic 6",
        detail: "Reminder sent",
        value: "GH₵ 1,200.00",
        status: "Pending",
      },
    ],
  },
  problem: {
    title: "The problem",
    body: "Parents queue at the bank to pay fees, bring the pay-in slip to the bursar, and the school spends weeks matching slips to students. Balances are disputed and reminders go out on paper.",
    points: [
      "Long queues at banks and the school office",
      "Pay-in slips lost or matched to the wrong student",
      "No clear view of who owes what",
      "Cash handling on school premises",
    ],
  },
  solution: {
    title: "How we solve it",
    body: `${site.name} school billing gives every student a fees account. Parents pay from their phone using the student's ID, and the payment appears against the right bill immediately.`,
    points: [
      "Parents pay anywhere by mobile money, card, bank or USSD",
      "Payments matched to students automatically",
      "Live arrears lists and SMS reminders",
      "Receipts sent to parents instantly",
    ],
  },
  features: {
    title: "Features",
    intro: "From setting the fees to closing the term's accounts.",
    items: [
      {
        title: "Fee schedules",
        body: "Set fees per class, term and item, with discounts and scholarships.",
      },
      {
        title: "Student accounts",
        body: "Every student's bills, payments and balance in one statement.",
      },
      {
        title: "Pay any way",
        body: "Mobile money, cards, bank transfer and USSD for parents without smartphones.",
      },
      { title: "Part payments", body: "Accept instalments and show the remaining balance." },
      { title: "Automatic receipts", body: "Parents get an SMS receipt the moment they pay." },
      { title: "Reminders", body: "Scheduled SMS reminders for outstanding balances." },
      {
        title: "Bursar dashboard",
        body: "Collections by class, term and payment method, updated in real time.",
      },
      {
        title: "Settlement to the school's bank",
        body: "Collected fees settled to the school's account.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    intro: "For schools of every size, and the families who pay their fees.",
    items: [
      {
        icon: "school",
        title: "Private basic and senior high schools",
        body: "End fee queues and know your collections daily.",
      },
      { icon: "users", title: "School groups", body: "One view of collections across campuses." },
      {
        icon: "banking",
        title: "Tertiary institutions",
        body: "Bill tuition, hostel and other fees at scale.",
      },
      {
        icon: "phone",
        title: "Parents and guardians",
        body: "Pay from home and get a receipt instantly.",
      },
    ],
  },
  closing: {
    title: "See school billing in action",
    body: "Book a demo and we will set up a sample term with your own classes and fee items.",
  },
};

import type { ProductEntry } from "./types.ts";

export const aslan: ProductEntry = {
  path: "/products/aslan",
  name: "ASLAN",
  icon: "aslan",
  hero: {
    title: "ASLAN: digital savings groups and lending",
    intro:
      "ASLAN moves savings groups and village savings and loan associations from the cash box to the phone: group savings, group loans, wallets and credit history, online or offline.",
  },
  demo: { label: "Request a Demo", to: "/schedule-aslan-demo" },
  seeFeatures: "See Features",
  panel: {
    title: "Nyame Dua Women's Group",
    caption: "28 members · Week 19",
    rows: [
      {
        label: "Group savings",
        detail: "Weekly contributions",
        value: "GH₵ 18,640",
        status: "Successful",
      },
      {
        label: "Group loan to Ama K.",
        detail: "Repaying, week 6 of 12",
        value: "GH₵ 1,200",
        status: "Active",
      },
      {
        label: "Contribution from Efua A.",
        detail: "Wallet to account",
        value: "GH₵ 50.00",
        status: "Pending",
      },
    ],
  },
  problem: {
    title: "The problem",
    body: "Millions of Ghanaians save and borrow through groups. The records live in exercise books, the money lives in a metal box, and neither builds a credit history the member can take to a bank.",
    points: [
      "Cash kept at a member's home is at risk of theft or loss",
      "Paper records lead to disputes about who paid what",
      "Members without data or signal are left out of digital tools",
      "Good savers cannot prove it to a lender",
    ],
  },
  solution: {
    title: "How ASLAN solves it",
    body: "ASLAN gives each group a secure account and each member a record of every contribution and loan, on a smartphone app or on any phone by USSD, and works offline in places with weak signal.",
    points: [
      "Savings held in a group account, not a box",
      "Every contribution and repayment recorded and visible to all members",
      "Works online, offline and on feature phones",
      "Repayment history becomes a credit score members can use",
    ],
  },
  features: {
    title: "Features",
    intro:
      "Fourteen capabilities that take a group from its first contribution to its first loan from a bank.",
    items: [
      {
        title: "Offline/online flexibility",
        body: "Record meetings and contributions without signal; ASLAN syncs when the connection returns.",
      },
      {
        title: "ID verification",
        body: "Members are verified with their Ghana Card before they can save or borrow.",
      },
      {
        title: "2-factor authentication",
        body: "A PIN and a one-time code protect every member's account.",
      },
      {
        title: "Wallet-to-account transfers",
        body: "Members contribute from their mobile money wallet to the group account.",
      },
      {
        title: "Account-to-wallet transfers",
        body: "Loans and share-outs are paid straight to members' wallets.",
      },
      {
        title: "Group savings",
        body: "Weekly or monthly contributions with each member's share always visible.",
      },
      {
        title: "Group loans",
        body: "Members borrow from the group fund with terms the group agrees.",
      },
      { title: "Balances", body: "Members check their savings and loan balances at any time." },
      {
        title: "Transaction history",
        body: "A complete, tamper-evident record of every contribution and repayment.",
      },
      {
        title: "Transaction status",
        body: "See whether each payment is pending, successful or failed.",
      },
      {
        title: "Bill payment",
        body: "Pay utility bills and buy airtime from the member's wallet.",
      },
      {
        title: "Unsecured lending",
        body: "Qualified members can access small loans from partner lenders without collateral.",
      },
      {
        title: "Credit scoring",
        body: "Savings and repayment behaviour builds a score lenders can rely on.",
      },
      {
        title: "Direct debit",
        body: "Scheduled contributions and repayments collected automatically, with consent.",
      },
    ],
  },
  audience: {
    title: "Who it is for",
    intro: "For the groups themselves and the organisations that support them.",
    items: [
      {
        icon: "users",
        title: "Savings groups and VSLAs",
        body: "Keep money safe and records accurate without a cash box.",
      },
      {
        icon: "banking",
        title: "Rural banks and microfinance",
        body: "Serve groups at scale and lend to members with a history.",
      },
      {
        icon: "community",
        title: "NGOs and development programmes",
        body: "Track group performance across districts in real time.",
      },
      {
        icon: "wallet",
        title: "Cooperatives and associations",
        body: "Manage dues, savings and member loans in one place.",
      },
    ],
  },
  closing: {
    title: "Bring your savings groups online",
    body: "Book a demo and we will show ASLAN running a group meeting from contributions to loan approval.",
  },
};

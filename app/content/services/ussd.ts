import { docsUrl } from "#app/config/site.ts";
import type { StandardService } from "./types.ts";

export const ussd: StandardService = {
  kind: "standard",
  path: "/services/ussd",
  name: "USSD",
  icon: "ussd",
  hero: {
    title: "Serve every customer, with or without data",
    intro:
      "Build USSD menus that let customers pay, check balances, register and apply for services from any phone on any network in Ghana, with no app and no internet connection.",
  },
  panel: {
    title: "USSD sessions",
    caption: "Live sessions",
    rows: [
      {
        label: "Pay school fees",
        detail: "Session 3 steps",
        value: "GH₵ 450.00",
        status: "Successful",
      },
      { label: "Check loan balance", detail: "Session 2 steps", value: "—", status: "Successful" },
      { label: "Buy airtime", detail: "Session 4 steps", value: "GH₵ 10.00", status: "Pending" },
    ],
  },
  overview: {
    title: "What USSD does",
    paragraphs: [
      "Many of your customers own a feature phone, or a smartphone with no data. USSD reaches them all: they dial a short code, choose from a simple menu and complete a payment or request in a few steps.",
      "We provide the short code connectivity on every network and a menu service that calls your systems in real time, so balances, bills and account details are always current.",
    ],
    highlights: [
      "Shared or dedicated short codes",
      "Connectivity on every Ghanaian network",
      "Menus that call your systems in real time",
      "Payments by mobile money inside the session",
    ],
  },
  benefits: [
    {
      icon: "offline",
      title: "No data needed",
      body: "USSD works on any handset, anywhere there is a mobile signal, even without internet.",
    },
    {
      icon: "users",
      title: "Reach rural customers",
      body: "Serve farmers, traders and savings-group members who will never download an app.",
    },
    {
      icon: "speed",
      title: "Quick to launch",
      body: "Define your menu, connect it to your system and go live on a shared code quickly.",
    },
    {
      icon: "security",
      title: "Secure by design",
      body: "PIN prompts, session time-outs and mobile money approval protect every transaction.",
    },
  ],
  steps: [
    {
      title: "Design the menu",
      body: "Map the journeys your customers need, with our team's help.",
    },
    {
      title: "Connect your system",
      body: "Our menu service calls your API for balances, bills and accounts.",
    },
    {
      title: "Launch the short code",
      body: "We activate the code on every network and test each journey.",
    },
    {
      title: "Watch it work",
      body: "Session reports show where customers succeed and where they drop off.",
    },
  ],
  docs: { label: "USSD API documentation", href: docsUrl("ussd"), external: true },
  closing: {
    title: "Reach customers without a smartphone",
    body: "Tell us who you need to reach and we will help you design a USSD service that works for them.",
  },
};

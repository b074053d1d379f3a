import { z } from "zod";
import {
  action,
  alt,
  choice,
  group,
  image,
  LIMITS,
  link,
  list,
  multiline,
  slotted,
  text,
} from "./fields.ts";

const section = (label: string) =>
  group(label, {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    intro: multiline("Introduction", 400),
  });

export const offerCardSchema = group("Offer card", {
  title: text("Title", LIMITS.short),
  description: multiline("Description", 400),
  to: link("Leads to"),
  /** Key of the card's icon and accent (see components/home/WhatWeOffer). */
  accent: choice("Icon and colour", ["payments", "vas", "commerce"]),
  points: list("Points", text("Point", 120), { min: 1, max: 5 }),
});

export const apiSlideSchema = group("Slide", {
  id: text("Anchor", 40, [/^[a-z0-9-]+$/, "lowercase words joined by hyphens"]),
  title: text("Title", LIMITS.short),
  caption: multiline("Caption", 300),
  /** Our own SVG artwork under public/images/api. */
  imageSrc: image("Picture"),
  alt: alt(),
});

export const testimonialSchema = group("Testimonial", {
  id: text("Anchor", 60, [/^[a-z0-9-]+$/, "lowercase words joined by hyphens"]),
  quote: multiline("Quote", 800),
  author: text("Name", LIMITS.short),
  role: text("Role", LIMITS.short),
  company: text("Company", LIMITS.short),
  /** Generated avatar artwork: the author's initials on a coloured disc. */
  image: group("Avatar", {
    initials: text("Initials", 3),
    tone: choice("Colour", ["brand", "gold", "ink"]),
  }),
});

export const partnerSchema = group("Partner", {
  name: text("Name", LIMITS.short),
  /** Our own wordmark artwork for the partner category, under public/images/partners. */
  logo: image("Logo"),
});

/** The home page (docs/requirements.md §2.6): every section, in page order. */
export const homeSchema = z.strictObject({
  homeHero: group("Hero", {
    eyebrow: text("Eyebrow"),
    title: text("Headline"),
    intro: multiline("Introduction", 400),
    primary: action("Main button"),
    secondary: action("Second button"),
    /** The product illustration beside the headline (decorative; summarised for readers). */
    illustration: group("Illustration", {
      merchant: text("Merchant", 60),
      amount: text("Amount", 30),
      network: text("Network", 30),
      reference: text("Reference", 20),
      dashboardTitle: text("Dashboard title", 60),
      dashboardTotal: text("Dashboard total", 30),
      dashboardChange: text("Dashboard change", 30),
      confirmationTitle: text("Phone: screen title", 40),
      successTitle: text("Phone: success line", 40),
      toMerchant: slotted("Phone: paid to", ["merchant"], 60),
      networkLabel: text("Phone: network label", 30),
      referenceLabel: text("Phone: reference label", 30),
      statusLabel: text("Phone: status label", 30),
      statusValue: text("Phone: status", 30),
      doneButton: text("Phone: button", 20),
      settlementChip: text("Settlement notice", 60),
      channels: list(
        "Channels",
        group("Channel", {
          label: text("Channel", 30),
          share: z.int().min(0).max(100).meta({ label: "Share (%)", kind: "number" }),
        }),
        { min: 1, max: 5 },
      ),
    }),
  }),
  offerSection: section("What we offer"),
  offerExplore: text("Offer cards: link, before the card's title", LIMITS.short),
  offerCards: list("Offer cards", offerCardSchema, { min: 3, max: 3 }),
  apiPromo: group("For developers", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    intro: multiline("Introduction", 400),
    points: list("Points", text("Point", 200), { min: 1, max: 6 }),
    cta: text("Button text", LIMITS.short),
    carouselLabel: text("Carousel name (for screen readers)", LIMITS.short),
    slides: list("Slides", apiSlideSchema, { min: 1, max: 6 }),
  }),
  testimonialsSection: group("Customer stories", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
    intro: multiline("Introduction", 400),
    carouselLabel: text("Carousel name (for screen readers)", LIMITS.short),
  }),
  testimonials: list("Testimonials", testimonialSchema, { min: 1, max: 8 }),
  partnersSection: group("Who we work with", {
    eyebrow: text("Eyebrow", LIMITS.short),
    title: text("Title"),
  }),
  partners: list("Partners", partnerSchema, { min: 1, max: 12 }),
  statsLabel: text("Figures strip, read by screen readers", LIMITS.short),
  carouselWords: group("Carousel buttons, read by screen readers", {
    carousel: text("What a carousel is called", 30),
    slide: text("What a slide is called", 30),
    position: slotted("Which slide", ["number", "count"], LIMITS.short),
    showSlide: slotted("Dot button", ["number", "count"], LIMITS.short),
    pause: text("Pause button", LIMITS.short),
    play: text("Play button", LIMITS.short),
    previous: text("Previous button", LIMITS.short),
    next: text("Next button", LIMITS.short),
  }),
});

export type Home = z.infer<typeof homeSchema>;
export type OfferCard = z.infer<typeof offerCardSchema>;
export type ApiSlide = z.infer<typeof apiSlideSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Partner = z.infer<typeof partnerSchema>;

/**
 * The statistics strip (docs/requirements.md §2.5). Each figure has an id that other pages
 * find it by (/careers shows the one with id `team`), so renaming its label keeps it there.
 */
export const statsSchema = z
  .array(
    group("Statistic", {
      id: z
        .string()
        .min(1, "Id is empty")
        .max(30, "Id is longer than 30 characters")
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Id: lowercase words joined by hyphens")
        .meta({
          label: "Id",
          kind: "text",
          help: 'How other pages find this figure: /careers shows the one with id "team" as the team size. Keep it when you change the label.',
        }),
      label: text("Label", 40),
      target: z.int().min(0).max(100000).meta({ label: "Number", kind: "number" }),
      suffix: text("After the number", 4).or(z.literal("")),
    }),
  )
  .min(1, "Statistics needs at least 1")
  .max(6, "Statistics takes at most 6")
  .superRefine((stats, ctx) => {
    const seen = new Set<string>();
    stats.forEach((stat, i) => {
      if (!seen.has(stat.id)) {
        seen.add(stat.id);
        return;
      }
      ctx.addIssue({
        code: "custom",
        path: [i, "id"],
        message: `"${stat.id}" is already the id of another statistic: each needs its own`,
      });
    });
  })
  .meta({ label: "Statistics", kind: "list" });

import { site } from "#app/config/site.ts";
import type { Attribution } from "#app/lib/forms/attribution.ts";
import type { DemoProduct } from "#app/lib/forms/demo-products.ts";
import type { ContactInput, DemoInput } from "#app/lib/forms/schemas.ts";

/**
 * The mails the lead backend sends, rendered when the submission is stored so that the
 * outbox row is complete on its own. Every visitor value in HTML goes through escapeHtml.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export const productNames: Record<DemoProduct, string> = {
  "pension-management": "Pension Management System",
  banking: "Core Banking System",
  "school-billing": "School Billing and Payments",
  aslan: "ASLAN",
  "value-added": "Value Added Services",
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A mail's HTML part: `body` is HTML (its text escaped by the caller); title and footer are text. */
function htmlMail(title: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">
${body}
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
}

// A subject is one line; visitor text in it must not carry line breaks.
function oneLine(value: string, max = 120): string {
  // eslint-disable-next-line no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const accraTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Accra",
});

type Row = [label: string, value: string];

function layout(title: string, intro: string, rows: Row[], footer: string): MailContent {
  const width = Math.max(...rows.map(([label]) => label.length));
  const text = [
    intro,
    "",
    ...rows.map(([label, value]) =>
      value.includes("\n")
        ? `${label}:\n${value.replace(/^/gm, "  ")}`
        : `${label.padEnd(width)}  ${value}`,
    ),
    "",
    footer,
  ].join("\n");
  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = htmlMail(
    title,
    `<p>${escapeHtml(intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0">
${tableRows}
</table>`,
    footer,
  );
  return { subject: title, text, html };
}

interface Context {
  source: string | null;
  receivedAt: Date;
  /** The lead's page in the staff console. */
  consoleUrl?: string;
  /** Where the visit came from; rows only for what is known. */
  attribution?: Attribution;
}

const teamFooter = `Sent by the ${site.name} website. Reply to this mail to answer the visitor.`;

/**
 * Where the visit came from, as the lead page names it (console/app/routes/lead.tsx): the
 * landing page, the referring site and the campaign's UTM fields, each only when known, so
 * a lead typed in straight from the address bar adds no empty rows.
 */
function attributionRows({ attribution: a = {} }: Context): Row[] {
  const campaign = (
    [
      ["source", a.utmSource],
      ["medium", a.utmMedium],
      ["campaign", a.utmCampaign],
      ["content", a.utmContent],
      ["term", a.utmTerm],
    ] as const
  ).filter(([, value]) => value);
  return [
    ...(a.landingPath ? [["Landed on", a.landingPath] as Row] : []),
    ...(a.referrerHost ? [["Referrer", a.referrerHost] as Row] : []),
    ...(campaign.length > 0
      ? [["Campaign", campaign.map(([k, v]) => `${k}: ${v}`).join(" · ")] as Row]
      : []),
  ];
}

function consoleRow(context: Context): [string, string][] {
  return context.consoleUrl ? [["Staff console", context.consoleUrl]] : [];
}

export function teamContactMail(data: ContactInput, context: Context): MailContent {
  const name = `${data.firstName} ${data.lastName}`;
  return layout(
    oneLine(`Contact message from ${name}`),
    `A visitor sent a message through the ${site.name} website.`,
    [
      ["Name", name],
      ["Email", data.email],
      ["Phone", data.phone || "—"],
      ["Page", context.source ?? "—"],
      ["Received", `${accraTime.format(context.receivedAt)} (Accra)`],
      ["Message", data.message],
      ...attributionRows(context),
      ...consoleRow(context),
    ],
    teamFooter,
  );
}

export function teamDemoMail(
  data: DemoInput & { product: DemoProduct },
  context: Context,
): MailContent {
  const product = productNames[data.product];
  return layout(
    oneLine(`Demo request: ${product} — ${data.name}`),
    `A visitor asked for a demo of ${product} on the ${site.name} website.`,
    [
      ["Product", product],
      ["Name", data.name],
      ["Email", data.email],
      ["Phone", data.phone],
      ["Company", data.company || "—"],
      ["Job title", data.jobTitle || "—"],
      ["Industry", data.industry || "—"],
      ["Page", context.source ?? "—"],
      ["Received", `${accraTime.format(context.receivedAt)} (Accra)`],
      ...attributionRows(context),
      ...consoleRow(context),
    ],
    teamFooter,
  );
}

/**
 * What every newsletter mail carries: its unsubscribe link, and (RFC 8058) that a POST of
 * `List-Unsubscribe=One-Click` to it unsubscribes, so mail programs offer a one-click
 * button that needs no page.
 */
export function newsletterHeaders(unsubscribeLink: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeLink}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function welcomeMail(link: string): MailContent {
  const subject = `Welcome to the ${site.name} newsletter`;
  const text = [
    `Thank you for subscribing to the ${site.name} newsletter.`,
    "",
    "We will write now and then with product news and updates. We never share your address.",
    "",
    `If you did not sign up, or no longer want these mails, unsubscribe here:`,
    link,
    "",
    `${site.legalName} · ${site.tagline}`,
  ].join("\n");
  const html = htmlMail(
    subject,
    `<p>Thank you for subscribing to the ${escapeHtml(site.name)} newsletter.</p>
<p>We will write now and then with product news and updates. We never share your address.</p>
<p>If you did not sign up, or no longer want these mails,
<a href="${escapeHtml(link)}">unsubscribe here</a>.</p>`,
    `${site.legalName} · ${site.tagline}`,
  );
  return { subject, text, html, headers: newsletterHeaders(link) };
}

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Double opt-in: the first mail to a new address only asks whether its owner wants the
 * newsletter. Whoever typed the address cannot confirm for them.
 */
export function confirmMail(link: string, validDays: number): MailContent {
  const subject = `Please confirm your ${site.name} newsletter subscription`;
  const text = [
    `Someone (we hope you) asked to receive the ${site.name} newsletter at this address.`,
    "",
    "To confirm, open this link:",
    link,
    "",
    `The link works for ${validDays} days. If you did not ask for the newsletter, ignore this`,
    "mail: without your confirmation we send nothing more and forget the address.",
    "",
    `${site.legalName} · ${site.tagline}`,
  ].join("\n");
  const html = htmlMail(
    subject,
    `<p>Someone (we hope you) asked to receive the ${escapeHtml(site.name)} newsletter at this address.</p>
<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>
<p>The link works for ${validDays} days. If you did not ask for the newsletter, ignore this
mail: without your confirmation we send nothing more and forget the address.</p>`,
    `${site.legalName} · ${site.tagline}`,
  );
  return { subject, text, html };
}

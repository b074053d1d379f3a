import { site } from "../../app/config/site.ts";
import type { StaffAccount } from "./accounts.ts";
import { navFor } from "../../console/app/lib/nav.ts";

/** Markup that is already escaped; anything else interpolated into `html` is escaped. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

type Part = SafeHtml | string | number | null | undefined | false | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (Array.isArray(part)) return part.map(render).join("");
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(String(part));
}

/** A tagged template that escapes every interpolated value (arrays are joined). */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => (out += render(v) + strings[i + 1]!));
  return new SafeHtml(out);
}

/** Text whose line breaks matter (a message, a note), each line escaped. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(text.split(/\r?\n/).map(escapeHtml).join("<br>"));
}

const accra = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Accra",
});

/** A time as staff read it (Accra is UTC all year), inside a machine-readable <time>. */
export function time(value: Date | null | undefined): SafeHtml {
  if (!value) return html`—`;
  return html`<time datetime="${value.toISOString()}">${accra.format(value)}</time>`;
}

export interface PageAssets {
  /** The site's own stylesheets (fonts, tokens), then the console's. */
  styles: string[];
  nonce: string;
}

export interface PageOptions {
  title: string;
  assets: PageAssets;
  account?: StaffAccount | null | undefined;
  /** The path of the page, to mark the current navigation item. */
  path?: string;
  /** Loads the passkey script (sign-in, invitation, account, re-verification). */
  passkeys?: boolean;
  notice?: string | undefined;
  error?: string | undefined;
}

export function page(options: PageOptions, body: SafeHtml): string {
  const { account, assets } = options;
  const items = account
    ? navFor(account.role).map((n) => ({ href: `/staff${n.to}`, label: n.label }))
    : [];
  const doc = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${options.title} · ${site.name} staff</title>
        ${assets.styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
      </head>
      <body class="staff">
        <a class="staff-skip" href="#main">Skip to content</a>
        <header class="staff-header">
          <div class="staff-bar">
            <a class="staff-brand" href="/staff">${site.name} <span>Staff</span></a>
            ${
              account
                ? html`<form method="post" action="/staff/sign-out" class="staff-signout">
                    <span class="staff-who">${account.email} · ${account.role}</span>
                    <button type="submit" class="staff-button staff-button-quiet">Sign out</button>
                  </form>`
                : ""
            }
          </div>
          ${
            items.length > 0
              ? html`<nav aria-label="Console" class="staff-nav">
                  <ul>
                    ${items.map(
                      (n) =>
                        html`<li>
                          <a
                            href="${n.href}"
                            ${options.path?.startsWith(n.href) ? html` aria-current="page"` : ""}
                            >${n.label}</a
                          >
                        </li>`,
                    )}
                  </ul>
                </nav>`
              : ""
          }
        </header>
        <main id="main" class="staff-main">
          ${options.notice ? html`<p class="staff-notice" role="status">${options.notice}</p>` : ""}
          ${options.error ? html`<p class="staff-error" role="alert">${options.error}</p>` : ""}
          ${body}
        </main>
        ${
          options.passkeys
            ? html`<script nonce="${assets.nonce}" src="/staff/assets/webauthn.js"></script>
                <script nonce="${assets.nonce}" src="/staff/assets/console.js"></script>`
            : ""
        }
      </body>
    </html>`;
  return doc.value;
}

/** A select's options, the current value selected. */
export function options(
  choices: readonly (readonly [string, string])[],
  current: string | undefined,
): SafeHtml {
  return html`${choices.map(
    ([value, label]) =>
      html`<option value="${value}" ${value === (current ?? "") ? html` selected` : ""}>
        ${label}
      </option>`,
  )}`;
}

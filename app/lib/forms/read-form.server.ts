import { data, type RouterContextProvider } from "react-router";
import { siteContext } from "../load-context.ts";
import { bodyType, parseFormBody } from "#server/content-type.ts";
import { formMessages } from "./messages.ts";

const URL_ENCODED = "application/x-www-form-urlencoded";

/** The page again, with a message, instead of a 500 for a body it cannot take. */
function pageWithMessage(message: string, status: 400 | 415) {
  return data({ ok: false as const, errors: {}, values: {}, message }, { status });
}

/**
 * The posted form, or the answer to send instead: 415 with the page and a message when the
 * server's page guard found the body is not a UTF-8 HTML form (JSON, text, another
 * charset), 400 when the body cannot be parsed (a multipart body whose boundary does not
 * match its header, say).
 */
export async function readForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ form: FormData } | { refusal: ReturnType<typeof pageWithMessage> }> {
  if (context.get(siteContext).formBodyRefused) {
    return { refusal: pageWithMessage(formMessages.formUnsupported, 415) };
  }
  try {
    // A form URL-encoded as no browser encodes one (bytes that are not UTF-8, a NUL) would
    // be stored with U+FFFD in place of what was typed: refused like an unreadable body.
    if (bodyType(request.headers.get("content-type") ?? undefined)?.essence === URL_ENCODED) {
      const fields = parseFormBody(await request.arrayBuffer());
      if (!fields) return { refusal: pageWithMessage(formMessages.formUnreadable, 400) };
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      return { form };
    }
    return { form: await request.formData() };
  } catch {
    return { refusal: pageWithMessage(formMessages.formUnreadable, 400) };
  }
}

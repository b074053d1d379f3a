import { data, type AppLoadContext } from "react-router";
import { formMessages } from "./messages";

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
  context: AppLoadContext,
): Promise<{ form: FormData } | { refusal: ReturnType<typeof pageWithMessage> }> {
  if (context.formBodyRefused) {
    return { refusal: pageWithMessage(formMessages.formUnsupported, 415) };
  }
  try {
    return { form: await request.formData() };
  } catch {
    return { refusal: pageWithMessage(formMessages.formUnreadable, 400) };
  }
}

import { data } from "react-router";
import { formMessages } from "./messages";

/**
 * The posted form, or undefined when the body cannot be parsed (a multipart body whose
 * boundary does not match its header, say). The server's page guard has already refused
 * other content types and charsets; what is left to fail here is a broken body.
 */
export async function readForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/** The page again, with a message, instead of a 500 for a body that could not be read. */
export function unreadableForm() {
  return data(
    { ok: false as const, errors: {}, values: {}, message: formMessages.formUnreadable },
    { status: 400 },
  );
}

import { isUtf8 } from "node:buffer";
import { MIMEType } from "node:util";

/**
 * The media type of a request body and whether its charset is UTF-8 (or unstated, which
 * means UTF-8 for every type this site accepts). Any other charset (UTF-7, Latin-1…)
 * would make the parsers decode visitor text in a way nothing downstream expects.
 * `undefined` when the header is missing or not a media type at all.
 */
export function bodyType(
  header: string | undefined,
): { essence: string; utf8: boolean } | undefined {
  if (!header) return undefined;
  let type: MIMEType;
  try {
    type = new MIMEType(header);
  } catch {
    return undefined;
  }
  const charset = type.params.get("charset")?.toLowerCase();
  return {
    essence: type.essence,
    utf8: charset === undefined || charset === "utf-8" || charset === "utf8",
  };
}

/**
 * A URL-encoded form body, strictly decoded: undefined when its bytes, raw or %-encoded,
 * are not UTF-8, or a field holds a NUL. URLSearchParams would turn such bytes into U+FFFD
 * (stored in place of what was typed) and pass a NUL on to PostgreSQL, which refuses it.
 */
export function parseFormBody(body: ArrayBuffer | Uint8Array): URLSearchParams | undefined {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  if (!isUtf8(bytes)) return undefined;
  const form = new URLSearchParams();
  for (const pair of Buffer.from(bytes).toString("utf8").split("&")) {
    if (!pair) continue;
    const split = pair.indexOf("=");
    const name = decodeField(split === -1 ? pair : pair.slice(0, split));
    const value = decodeField(split === -1 ? "" : pair.slice(split + 1));
    if (name === undefined || value === undefined) return undefined;
    form.append(name, value);
  }
  return form;
}

function decodeField(raw: string): string | undefined {
  try {
    const value = decodeURIComponent(raw.replaceAll("+", " "));
    return value.includes("\0") ? undefined : value;
  } catch {
    return undefined;
  }
}

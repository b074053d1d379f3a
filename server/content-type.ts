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

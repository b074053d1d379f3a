import { Fragment } from "react";

/**
 * Text a visitor checks character by character (a domain, a handle, an address, a number):
 * it may wrap after a "/" of a path, never inside a name, where "nkabomp|ay" would look
 * like another account on the very page that asks people to check exact spellings.
 */
export function Verbatim({ text }: { text: string }) {
  const parts = text.split(/(?<=\/)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

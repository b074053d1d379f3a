import { xmlCharacters } from "../shared/xml-characters.ts";

/**
 * A small XML serializer for the documents the server writes itself (the Atom feed). Text
 * and attribute values are always escaped here, so no value can close an element, open one
 * or end the document's well-formedness, whatever it holds: there is no raw-markup path.
 */
export interface XmlElement {
  name: string;
  /** An undefined value leaves the attribute out. */
  attributes?: Readonly<Record<string, string | undefined>>;
  /** Strings are text nodes. */
  children?: readonly (XmlElement | string)[];
}

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
// In an attribute, a literal tab or line break would be read back as a space.
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': "&quot;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

export const xmlText = (value: string) =>
  xmlCharacters(value).replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!);

const xmlAttribute = (value: string) =>
  xmlCharacters(value).replace(/[&<>"\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

// Names come from our code, never from content: a wrong one is a programming error.
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

function serialize(element: XmlElement, indent: string): string {
  if (!NAME.test(element.name)) throw new Error(`not an XML name: ${element.name}`);
  let attributes = "";
  for (const [name, value] of Object.entries(element.attributes ?? {})) {
    if (value === undefined) continue;
    if (!NAME.test(name)) throw new Error(`not an XML name: ${name}`);
    attributes += ` ${name}="${xmlAttribute(value)}"`;
  }
  const children = element.children ?? [];
  if (children.length === 0) return `${indent}<${element.name}${attributes}/>`;
  const open = `${indent}<${element.name}${attributes}>`;
  const close = `</${element.name}>`;
  // Text is written as it is (no whitespace added around it); element-only content is
  // indented a line each for a person reading the file.
  if (children.some((child) => typeof child === "string"))
    return `${open}${children.map((c) => (typeof c === "string" ? xmlText(c) : serialize(c, ""))).join("")}${close}`;
  const inner = children.map((c) => serialize(c as XmlElement, `${indent}  `)).join("\n");
  return `${open}\n${inner}\n${indent}${close}`;
}

/** The document: its declaration and its root element. */
export const xmlDocument = (root: XmlElement) =>
  `<?xml version="1.0" encoding="utf-8"?>\n${serialize(root, "")}\n`;

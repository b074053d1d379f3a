import type { RouterContextProvider } from "react-router";
import { contentFor, contentSnapshot } from "./page-content.server.ts";
import { pagePathOf } from "./pages.ts";
import { policyPaths } from "./policies/index.ts";

/** The terms' address: the one entry of the `legalDocument` type. */
export const TERMS_PATH = "/terms-and-conditions";

export interface RelatedDocument {
  title: string;
  to: string;
}

interface LoaderArgsLike {
  context: Readonly<RouterContextProvider>;
  url: URL;
}

/**
 * A terms or policy page's loader data: its own document only (the four policies and the
 * terms are 70 KB together), its path, and the titles of the other legal documents for
 * the "Related policies" links, as published.
 */
export function legalPageData(args: LoaderArgsLike, type: "legalDocument" | "policy") {
  const path = pagePathOf(args.url.pathname);
  const snapshot = contentSnapshot(args.context);
  const related: RelatedDocument[] = policyPaths
    .filter((p) => p !== path)
    .map((p) => ({ title: snapshot.policy[p]!.title, to: p }));
  if (type === "policy") {
    related.push({ title: snapshot.legalDocument[TERMS_PATH]!.title, to: TERMS_PATH });
  }
  const { content } =
    type === "policy"
      ? contentFor(args, { policy: path, legalPage: "main" })
      : contentFor(args, { legalDocument: path, legalPage: "main" });
  return { content, path, related };
}

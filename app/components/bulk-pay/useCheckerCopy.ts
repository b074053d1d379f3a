import type * as checkerContent from "#app/content/bulk-pay-checker.ts";
import { useContent } from "#app/content/use-content.ts";

/** The checker's words as the page's loader handed them out (content type `bulkPayChecker`). */
export type CheckerCopy = typeof checkerContent;

/**
 * The `bulkPayChecker` entry with its shape: its schema is the loose "page texts" one, so
 * the type is that of the seed module, which the entry is made from.
 */
export function useCheckerCopy(): CheckerCopy {
  return useContent("bulkPayChecker") as unknown as CheckerCopy;
}

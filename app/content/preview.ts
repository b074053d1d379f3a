/** The staff console's page preview at phone width (server/content/preview.server.ts). */
export const previewCopy = {
  phoneTitle: "Preview at phone width",
  frameTitle: "The page as a phone shows it",
} as const;

/** CSS pixels: a common phone's viewport. */
export const PHONE_PREVIEW = { width: 390, height: 844 } as const;

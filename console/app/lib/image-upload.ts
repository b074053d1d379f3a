import { IMAGE_UPLOAD_PATH, MAX_ALT_LENGTH } from "#server/content/image-limits.ts";

/** What the upload field says (components/ImageUploadField.tsx); the server's refusals come with their own words. */
export const imageUploadCopy = {
  referenceLabel: "Picture address",
  referenceHelp: "Filled in by the upload; or the address of one of our pictures under /images/.",
  fileLabel: "Picture file",
  fileHelp: "JPEG, PNG, WebP or AVIF; at most 5 MB and 8,000 pixels a side.",
  altLabel: "Description (alt text)",
  altHelp: "What the picture shows, for people who cannot see it. Required.",
  upload: "Upload picture",
  uploading: "Uploading…",
  uploaded: "Uploaded. The picture above is what the page will show once the entry is published.",
  missingFile: "Choose a picture file first.",
  missingAlt: "Describe the picture first.",
  failed: "The upload did not go through. Try again.",
  previewAlt: "Preview of the uploaded picture",
  current: "Current picture",
} as const;

export const imageUploadUrl = IMAGE_UPLOAD_PATH;
export const imageAltMax = MAX_ALT_LENGTH;

/** The file types the picker offers; the server reads the type from the bytes regardless. */
export const imageAccept = "image/jpeg,image/png,image/webp,image/avif";

/** What the upload answers: the reference for the content entry and the picture's size. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

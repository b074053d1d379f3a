/** The words around the terms and the policies (schemas/small-pages.ts `legalPageSchema`). */
export const legalPageWords = {
  contents: "Contents",
  sectionCountOne: "(%count% section)",
  sectionCountMany: "(%count% sections)",
  tableOfContents: "Table of contents",
  backToContents: "Back to contents",
  atAGlance: "At a glance",
  related: "Related policies",
  readPrivacyPolicy: "Read the privacy policy",
};

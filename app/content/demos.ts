/** The five demo request pages (spec §2.14). */
export const demoPaths = [
  "/schedule-pension-management-demo",
  "/schedule-banking-demo",
  "/schedule-school-billing-demo",
  "/schedule-aslan-demo",
  "/request-vas-demo",
] as const;

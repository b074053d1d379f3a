// The database schema's values the console's loaders and actions use. A `.server` module:
// React Router drops it from the browser's build and refuses to build a screen whose
// component needs it, so the tables (and Drizzle with them) never reach a browser.
// Types need no such door: `import type` from #server/db/schema.ts is erased.
export {
  leadStatuses,
  staffAccounts,
  staffRoles,
  subscriberStatuses,
  webhookEventTypes,
} from "#server/db/schema.ts";

import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every console screen and endpoint; each has an entry in lib/access.server.ts (the
// permission each method needs), or the console answers 404.
export default [
  index("routes/home.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-in/recovery", "routes/sign-in.tsx", { id: "sign-in-recovery" }),
  route("sign-out", "routes/sign-out.tsx"),
  route("invitation", "routes/invitation.tsx"),
  route("api/:ceremony/:step", "routes/api.passkey.ts"),
  route("leads", "routes/leads.tsx"),
  route("verify", "routes/verify.tsx"),
  // My account, staff accounts and webhooks.
  route("account", "routes/account.tsx"),
  route("account/recovery-codes", "routes/account.tsx", { id: "account-recovery-codes" }),
  route("team", "routes/team.tsx"),
  route("webhooks", "routes/webhooks.tsx"),
  route("webhooks/:id", "routes/webhook.tsx"),
  // The lead page, subscribers, data-subject requests and the audit log; exports are
  // resource routes (a file, streamed). A refused erasure shows the requests screen again.
  route("leads/:kind/:id", "routes/lead.tsx"),
  route("subscribers", "routes/subscribers.tsx"),
  route("subscribers/export", "routes/subscribers.export.ts"),
  route("requests", "routes/requests.tsx"),
  route("requests/erase", "routes/requests.tsx", { id: "requests-erase" }),
  route("requests/export", "routes/requests.export.ts"),
  route("audit", "routes/audit.tsx"),
  route("audit/export", "routes/audit.export.ts"),
  // Traffic (the analytics' daily rollups) and its CSV, a resource route like the others.
  route("traffic", "routes/traffic.tsx"),
  route("traffic/export", "routes/traffic.export.ts"),
  // Pictures uploaded from the content editor (server/content/images.server.ts).
  route("api/images", "routes/api.images.ts"),
  // The content studio: the list, the editor, and its review and publication decisions
  // (action-only routes that answer with a redirect back to the editor).
  route("content", "routes/content.tsx"),
  route("content/:type/:id", "routes/content-entry.tsx"),
  route("content/:type/:id/review", "routes/content-review.ts"),
  route("content/:type/:id/publish", "routes/content-publish.ts"),
] satisfies RouteConfig;

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
  // The lead page.
  route("leads/:kind/:id", "routes/lead.tsx"),
] satisfies RouteConfig;

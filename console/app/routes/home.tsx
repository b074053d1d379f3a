import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { authorize } from "../lib/access.server.ts";
import { homeOf } from "#server/staff/permissions.ts";

/** /staff: the first screen of the signed-in account's roles, or sign-in. */
export function loader(args: Route.LoaderArgs) {
  const { session } = authorize(args);
  throw redirect(session ? homeOf(session.account.roles) : "/sign-in", 303);
}

import { redirect } from "react-router";
import type { Route } from "./+types/home";
import { authorize } from "../lib/access.server";
import { homeOf } from "../../../server/staff/permissions.ts";

/** /staff: the signed-in role's first screen, or sign-in. */
export function loader(args: Route.LoaderArgs) {
  const { session } = authorize(args);
  throw redirect(session ? homeOf(session.account.role) : "/sign-in", 303);
}

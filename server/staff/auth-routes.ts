import type { Request, Response, Router } from "express";
import { consoleRoutes, guard, type ConsoleContext } from "./console-context.ts";
import type { Permission } from "./permissions.ts";

type Handler = (req: Request, res: Response) => Promise<void> | void;

/**
 * Registers one of the Express screens not yet converted to React Router, behind the
 * permission check, in the table the abuse tests walk. (My account and the passkey API
 * are React Router routes now: console/app/routes/account.tsx, api.passkey.ts.)
 */
export function on(
  router: Router,
  ctx: ConsoleContext,
  method: "get" | "post",
  path: string,
  permission: Permission | null,
  handler: Handler,
): void {
  consoleRoutes.push({ method, path, permission });
  router[method](path, guard(ctx, permission), async (req, res, next) => {
    try {
      await handler(req, res);
    } catch (error) {
      next(error);
    }
  });
}

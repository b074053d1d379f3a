import type { Logger } from "pino";
import type { LeadService } from "./forms/lead-service";

/** What the Express server hands every loader and action (see server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    nonce?: string;
    clientIp?: string;
    userAgent?: string;
    leads?: LeadService;
    /** The server's page guard found the POST body is not a UTF-8 HTML form. */
    formBodyRefused?: boolean;
    /** The server's logger: errors go to it through logSafeError only. */
    logger?: Logger;
  }
}

export {};

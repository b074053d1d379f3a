import { createContext } from "react-router";
import type { Logger } from "pino";
import type { ContentSnapshot } from "../content/types.ts";
import type { LeadService } from "./forms/lead-service.ts";

/** What the Express server hands every loader, action and render (see server/app.ts). */
export interface SiteContext {
  nonce?: string;
  clientIp?: string;
  userAgent?: string;
  leads?: LeadService;
  /** The server's page guard found the POST body is not a UTF-8 HTML form. */
  formBodyRefused?: boolean;
  /** The server's logger: errors go to it through logSafeError only. */
  logger?: Logger;
  /**
   * The published content the page renders (server/content): absent at prerender time,
   * when the pages render from the seed (app/content/page-content.server.ts).
   */
  content?: ContentSnapshot;
  /** Slugs articles had in earlier publications → their slugs now (server/content). */
  articleRedirects?: ReadonlyMap<string, string>;
}

/**
 * Read with `context.get(siteContext)`. Empty at prerender time, when React Router renders
 * the pages without the server: no nonce, no lead service, no logger.
 */
export const siteContext = createContext<SiteContext>({});

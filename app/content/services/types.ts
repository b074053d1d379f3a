import type { servicePaths } from "./index.ts";

/** The shapes of the service pages are their schemas' (schemas/service.ts, schemas/icons.ts). */
export type { IconName } from "../schemas/icons.ts";
export type {
  PanelRow,
  RemittanceService,
  ServiceEntry,
  StandardService,
} from "../schemas/service.ts";

export type ServicePath = (typeof servicePaths)[number];

export type DocsLink = import("../schemas/service.ts").StandardService["docs"];

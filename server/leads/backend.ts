import type { LeadService } from "../../app/lib/forms/lead-service.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";

export interface LeadBackend {
  leads: LeadService;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** Placeholder until storage lands: every submission is refused honestly. */
export async function createLeadBackend(_config: Config, _logger: Logger): Promise<LeadBackend> {
  return {
    leads: {
      async submit() {
        return { status: 500, message: "Lead capture is not available yet." };
      },
    },
    ready: async () => true,
    close: async () => {},
  };
}

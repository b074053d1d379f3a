import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { loadSecret } from "../shared/load-secret.ts";
import type { Logger } from "../logger.ts";
import { createSecretBox, type SecretBox } from "./secret-box.ts";
import { createWebhookWorker, type WebhookWorker } from "./worker.ts";

/** The key sealing endpoint secrets: WEBHOOK_SECRET_KEY, or generated into DATA_DIR. */
export async function loadSecretBox(
  config: Pick<Config, "webhooks" | "dataDir">,
): Promise<SecretBox> {
  return createSecretBox(
    await loadSecret(config.webhooks.secretKey, config.dataDir, "webhook-secret-key"),
  );
}

/** The webhook outbox worker of this instance (started by server/backend.ts). */
export async function createWebhooks(
  config: Config,
  database: Database,
  logger: Logger,
  onAttempt?: (endpointId: string, delivered: boolean) => void,
): Promise<{ box: SecretBox; worker: WebhookWorker }> {
  if (config.databaseUrl && !config.webhooks.secretKey) {
    logger.warn(
      "WEBHOOK_SECRET_KEY is not set: each instance seals webhook secrets with its own key " +
        "from DATA_DIR, so an endpoint added through one instance cannot be signed by another",
    );
  }
  if (config.webhooks.allowPrivate) {
    logger.warn("WEBHOOK_ALLOW_PRIVATE=1: webhooks may go to http:// and private addresses");
  }
  const box = await loadSecretBox(config);
  const worker = createWebhookWorker({
    db: database.db,
    box,
    logger,
    intervalMs: config.outboxIntervalMs,
    timeoutMs: config.webhooks.timeoutMs,
    allowPrivate: config.webhooks.allowPrivate,
    retryScale: config.webhooks.retryScale,
    onAttempt,
  });
  if (database.driver === "pglite") {
    const reclaimed = await worker.reclaimLeases();
    if (reclaimed > 0)
      logger.warn({ reclaimed }, "webhooks left by a stopped process queued again");
  }
  return { box, worker };
}

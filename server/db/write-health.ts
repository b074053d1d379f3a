/**
 * Whether writes have been failing for want of resources: SQLSTATE class 53, a full disk
 * (53100) above all. PostgreSQL then still answers `select 1`, and a probe may still find
 * room in a half-empty page while every submission fails; the submissions' own failures
 * are the surest sign. An instance stays unready for FAILED_WRITE_MEMORY_MS after the last
 * such failure (no traffic reaches it meanwhile, so no success can clear it sooner), then
 * takes traffic again: while the disk stays full, it leaves the pool again at the next
 * failure.
 */
export const FAILED_WRITE_MEMORY_MS = 30_000;

export interface WriteHealth {
  /** Records a failed write; only resource exhaustion (class 53) counts. */
  failed(error: unknown): void;
  succeeded(): void;
  /** False within FAILED_WRITE_MEMORY_MS of a write refused for want of resources. */
  healthy(): boolean;
}

function sqlstates(error: unknown): string[] {
  const codes: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
  }
  return codes;
}

export function createWriteHealth(now: () => number = Date.now): WriteHealth {
  let failedAt: number | undefined;
  return {
    failed(error) {
      if (sqlstates(error).some((code) => code.startsWith("53"))) failedAt = now();
    },
    succeeded() {
      failedAt = undefined;
    },
    healthy: () => failedAt === undefined || now() - failedAt > FAILED_WRITE_MEMORY_MS,
  };
}

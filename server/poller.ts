import { logSafeError } from "./log-safe-error.ts";
import type { Logger } from "./logger.ts";

export interface PollerOptions<T> {
  /** One pass over the queue; never two at once in this process. */
  pass: () => Promise<T>;
  /** Pause after a pass that left nothing waiting, and after a failed pass. */
  intervalMs: number;
  /** Whether the pass suggests more is waiting: then the next starts without pausing. */
  goOn: (result: T) => boolean;
  logger: Logger;
  /** The log line of a failed pass. */
  failureMessage: string;
}

export interface Poller<T> {
  /** Starts polling, the first pass after `firstDelayMs`; a second call does nothing. */
  start(firstDelayMs: number): void;
  /** Runs a pass now, or joins the pass in progress. */
  runOnce(): Promise<T>;
  /** Whether stop() was called: a long pass should end early. */
  readonly stopping: boolean;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** The polling loop of the queue workers (mail outbox, webhooks). */
export function createPoller<T>(options: PollerOptions<T>): Poller<T> {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<T> | null = null;
  let started = false;
  let stopping = false;

  function runOnce(): Promise<T> {
    current ??= options.pass().finally(() => {
      current = null;
    });
    return current;
  }

  function schedule(delay: number) {
    if (stopping) return;
    timer = setTimeout(() => {
      runOnce().then(
        (result) => schedule(options.goOn(result) ? 0 : options.intervalMs),
        (err: unknown) => {
          options.logger.error({ error: logSafeError(err) }, options.failureMessage);
          schedule(options.intervalMs);
        },
      );
    }, delay);
    // A worker alone must not keep the process alive (a failed listen has to exit).
    timer.unref();
  }

  return {
    start(firstDelayMs) {
      if (started) return;
      started = true;
      schedule(firstDelayMs);
    },
    runOnce,
    get stopping() {
      return stopping;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current?.catch(() => {});
    },
  };
}

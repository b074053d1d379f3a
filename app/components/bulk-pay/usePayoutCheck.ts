import { useCallback, useEffect, useRef, useState } from "react";
import type { ProblemTexts } from "#app/lib/bulk-pay/problem-texts.ts";
import type {
  CheckRequest,
  CheckSummary,
  WorkerMessage,
} from "#app/lib/bulk-pay/worker-protocol.ts";

export type CheckState =
  | { status: "idle" }
  | { status: "checking"; fileName: string }
  | { status: "done"; fileName: string; summary: CheckSummary }
  | { status: "failed"; fileName: string };

/**
 * The payout file checker's Web Worker, started on the visitor's first move towards the
 * checker (`warmUp`): its code, Papa Parse and the numbering data load only then, and are
 * in place before a file is chosen, so that checking makes no request at all. The font
 * file with the cedi sign comes too: a problem can quote "GH₵". The problems' words
 * (`texts`, from the page's content) go to the worker with each file.
 */
export function usePayoutCheck(texts: ProblemTexts) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<CheckState>({ status: "idle" });

  const warmUp = useCallback(() => {
    if (worker.current) return worker.current;
    const started = new Worker(
      new URL("../../lib/bulk-pay/check-payout-file.worker.ts", import.meta.url),
      { type: "module", name: "payout-file-check" },
    );
    let workerReady!: () => void;
    const loaded = [
      new Promise<void>((resolve) => (workerReady = resolve)),
      document.fonts.load('1rem "Inter Variable"', "₵").catch(() => undefined),
    ];
    void Promise.all(loaded).then(() => setReady(true));
    started.addEventListener("message", (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === "ready") return workerReady();
      // A result for a file the visitor has since replaced is dropped.
      if (message.id !== latest.current) return;
      setState((current) =>
        current.status !== "checking"
          ? current
          : message.type === "result"
            ? { status: "done", fileName: current.fileName, summary: message.summary }
            : { status: "failed", fileName: current.fileName },
      );
    });
    started.addEventListener("error", () =>
      setState((current) =>
        current.status === "checking" ? { status: "failed", fileName: current.fileName } : current,
      ),
    );
    worker.current = started;
    return started;
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  const check = useCallback(
    (file: File) => {
      const id = ++latest.current;
      setState({ status: "checking", fileName: file.name });
      warmUp().postMessage({ id, file, texts } satisfies CheckRequest);
    },
    [warmUp, texts],
  );

  return { ready, state, warmUp, check };
}

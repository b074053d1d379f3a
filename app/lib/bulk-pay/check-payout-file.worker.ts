import { checkPayoutFile, correctedCsv, problemsCsv, refuseFile } from "./check-payout-file.ts";
import { SHOWN_PROBLEMS, type CheckRequest, type WorkerMessage } from "./worker-protocol.ts";

/**
 * The checker's thread: parsing and checking 50,000 rows would freeze the page for a
 * moment on the main thread. The file is read here and never leaves the browser.
 */
const reply = (message: WorkerMessage) => postMessage(message);

addEventListener("message", async (event: MessageEvent<CheckRequest>) => {
  const { id, file, texts } = event.data;
  try {
    const started = performance.now();
    // A file of another kind or over the size limit is refused before it is read.
    const result =
      refuseFile(file.name, file.size, texts) ??
      checkPayoutFile(new Uint8Array(await file.arrayBuffer()), file.name, texts);
    reply({
      type: "result",
      id,
      summary: {
        rows: result.rows,
        errors: result.errors,
        warnings: result.warnings,
        totalPesewas: result.totalPesewas,
        problemCount: result.problems.length,
        shown: result.problems.slice(0, SHOWN_PROBLEMS),
        correctedCsv: result.corrected && correctedCsv(result.corrected),
        problemsCsv: result.problems.length > 0 ? problemsCsv(result.problems) : null,
        ms: performance.now() - started,
      },
    });
  } catch {
    reply({ type: "failed", id });
  }
});

reply({ type: "ready" });

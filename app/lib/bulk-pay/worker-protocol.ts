import type { Problem } from "./check-payout-file.ts";
import type { ProblemTexts } from "./problem-texts.ts";

/** What the page and the checker's Web Worker say to each other. */
export interface CheckRequest {
  id: number;
  file: File;
  /** The problems' words as published: the worker imports no content. */
  texts: ProblemTexts;
}

/** The table shows this many problems; the problems CSV has them all. */
export const SHOWN_PROBLEMS = 100;

export interface CheckSummary {
  rows: number;
  errors: number;
  warnings: number;
  totalPesewas: number;
  problemCount: number;
  shown: Problem[];
  correctedCsv: string | null;
  problemsCsv: string | null;
  /** How long the check took in the worker, for the benchmark and the curious. */
  ms: number;
}

export type WorkerMessage =
  | { type: "ready" }
  | { type: "result"; id: number; summary: CheckSummary }
  | { type: "failed"; id: number };

import type { Browser } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/**
 * The phone our interaction figures speak of: the Moto G Power (2022), the phone Lighthouse's
 * mobile preset emulates, which Chrome DevTools' CPU calibration gives a BenchmarkIndex of
 * 264 ("low-tier mobile"). A budget Android phone of its class is what many of our visitors
 * in Ghana hold.
 */
export const TARGET_DEVICE = { name: "Moto G Power (2022)", benchmarkIndex: 264 };

export interface Calibration {
  /** Lighthouse's BenchmarkIndex of this machine's Chromium, unthrottled. */
  hostIndex: number;
  /** The CPU slowdown (CDP `Emulation.setCPUThrottlingRate`) used for the figures. */
  rate: number;
  /** The BenchmarkIndex measured at that rate. */
  throttledIndex: number;
  /** True when the rate was given (`--slowdown=N`) rather than calibrated. */
  fixed: boolean;
}

/**
 * A fixed slowdown of a faster machine is a faster phone: 4× gave figures half as large on one
 * 2-vCPU machine as on another of the same kind. So the rate is calibrated instead, the way
 * Chrome DevTools' CPU calibration does it: Lighthouse's BenchmarkIndex (its own page
 * function, not a copy) is run in a blank page at rising rates, bisecting until it reads the
 * target device's index within 10 points. Warm-up first, so V8 has optimised the benchmark.
 */
export async function calibrateSlowdown(
  browser: Browser,
  fixedRate?: number,
): Promise<Calibration> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const scoreAt = async (rate: number) => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    return (await page.evaluate(benchmark)) as number;
  };
  try {
    await scoreAt(1);
    const hostIndex = await scoreAt(1);
    if (fixedRate !== undefined) {
      return { hostIndex, rate: fixedRate, throttledIndex: await scoreAt(fixedRate), fixed: true };
    }
    const target = TARGET_DEVICE.benchmarkIndex;
    // A machine slower than the phone cannot stand for it: measure it as it is and say so.
    if (hostIndex <= target) return { hostIndex, rate: 1, throttledIndex: hostIndex, fixed: false };
    let lower = 1;
    let upper = (hostIndex / target) * 1.5;
    let rate = 1;
    let score = hostIndex;
    for (let i = 0; i < 8; i++) {
      // The throttling agent keeps two decimals.
      rate = Number(((lower + upper) / 2).toFixed(2));
      score = await scoreAt(rate);
      if (Math.abs(score - target) < 10) break;
      if (score < target) upper = rate;
      else lower = rate;
    }
    return { hostIndex, rate, throttledIndex: score, fixed: false };
  } finally {
    await context.close();
  }
}

/** One line that goes beside every figure taken at this calibration. */
export function describeCalibration(c: Calibration) {
  const how = c.fixed
    ? `CPU slowed ${c.rate}× (fixed by --slowdown)`
    : `CPU slowed ${c.rate}× to stand for a ${TARGET_DEVICE.name} (BenchmarkIndex ${TARGET_DEVICE.benchmarkIndex})`;
  return `${how}; this machine's BenchmarkIndex ${Math.round(c.hostIndex)}, ${Math.round(c.throttledIndex)} slowed`;
}

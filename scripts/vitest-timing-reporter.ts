import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * A Vitest reporter that writes each test file's project, duration and outcome to the file
 * named by VITEST_TIMINGS_FILE, for the phase table `npm test` prints at its end
 * (scripts/test-suite.ts). Vitest's JSON reporter names no project.
 */
export interface FileTiming {
  project: string;
  file: string;
  seconds: number;
  state: string;
}

/** Its whole time in a worker: environment, imports and set-up as well as the tests. */
function moduleSeconds(testModule: TestModule): number {
  const d = testModule.diagnostic();
  const ms =
    d.environmentSetupDuration +
    d.prepareDuration +
    d.collectDuration +
    d.setupDuration +
    d.duration;
  return ms / 1000;
}

export default class TimingReporter implements Reporter {
  private readonly files: FileTiming[] = [];

  onTestModuleEnd(testModule: TestModule) {
    this.files.push({
      project: testModule.project.name || "vitest",
      file: path.relative(process.cwd(), testModule.moduleId),
      seconds: moduleSeconds(testModule),
      state: testModule.state(),
    });
  }

  onTestRunEnd() {
    const target = process.env.VITEST_TIMINGS_FILE;
    if (target) writeFileSync(target, JSON.stringify(this.files));
  }
}

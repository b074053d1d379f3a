/**
 * The first step of `npm test`: what the tests need outside npm is on this machine, or it
 * stops at once with the command that installs it. Debian's Chromium (the browser tests;
 * CHROMIUM_PATH for another), PostgreSQL's server binaries (the storage tests' PostgreSQL
 * variant, the topology test; PG_BIN for another folder), Caddy (the topology test) and
 * Prometheus (promtool for the alert rules' tests, prometheus for the topology test).
 * Run as root where apt-get exists, it installs what is missing itself, as a fresh CI
 * machine needs; anywhere else it installs nothing and prints the exact command.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";
import { DEBIAN_HEADLESS_SHELL } from "./chromium.ts";
import { findPostgresBin } from "./postgres-bin.ts";

export interface Prerequisite {
  /** What it is and what needs it, for the message. */
  label: string;
  /** The Debian package that provides it. */
  aptPackage: string;
  /** Where it was found, or null. */
  find: () => string | null;
  /** Set when the user chose a location (CHROMIUM_PATH) that has nothing: no install helps. */
  misconfigured?: () => string | null;
  /** Run after apt-get installed it (as root): the tests start their own, not the service. */
  afterInstall?: { command: string; args: string[] };
}

export interface Machine {
  prerequisites: Prerequisite[];
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs a command with the terminal attached; its exit code. */
  run: (command: string, args: string[]) => number;
  print: (line: string) => void;
}

export const CADDY_PATH = "/usr/bin/caddy";
export const PROMTOOL_PATH = "/usr/bin/promtool";
export const PROMETHEUS_PATH = "/usr/bin/prometheus";

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A program at a default path that an environment variable may move elsewhere. */
function program(
  env: NodeJS.ProcessEnv,
  variable: string,
  defaultPath: string,
  what: { label: string; aptPackage: string },
): Prerequisite {
  const file = env[variable] ?? defaultPath;
  return {
    label: `${what.label} (${file})`,
    aptPackage: what.aptPackage,
    find: () => (executable(file) ? file : null),
    misconfigured: () =>
      env[variable] && !executable(file) ? `${variable}=${file} is not an executable file` : null,
  };
}

export function thisMachine(env: NodeJS.ProcessEnv = process.env): Machine {
  return {
    prerequisites: [
      program(env, "CHROMIUM_PATH", "/usr/bin/chromium", {
        label: "Chromium for the benchmarks' smoke tests",
        aptPackage: "chromium",
      }),
      program(env, "CHROMIUM_HEADLESS_SHELL_PATH", DEBIAN_HEADLESS_SHELL, {
        label: "Chromium's headless shell for the end-to-end tests",
        aptPackage: "chromium-headless-shell",
      }),
      {
        label: "PostgreSQL's initdb and pg_ctl for the PostgreSQL storage and topology tests",
        aptPackage: "postgresql",
        find: () => findPostgresBin(env),
      },
      {
        label: `Caddy for the topology test (${CADDY_PATH})`,
        aptPackage: "caddy",
        find: () => (executable(CADDY_PATH) ? CADDY_PATH : null),
      },
      {
        label: `Prometheus for the alert rules' tests and the topology test (${PROMTOOL_PATH}, ${PROMETHEUS_PATH})`,
        aptPackage: "prometheus",
        find: () =>
          executable(PROMTOOL_PATH) && executable(PROMETHEUS_PATH) ? PROMTOOL_PATH : null,
        // Debian starts and enables the package's service: a Prometheus on port 9090 that
        // nothing here asked for.
        afterInstall: {
          command: "sh",
          args: [
            "-c",
            "if [ -d /run/systemd/system ]; then systemctl disable --now prometheus; " +
              "else service prometheus stop; update-rc.d prometheus disable; fi; true",
          ],
        },
      },
    ],
    isRoot: process.getuid?.() === 0,
    hasAptGet: spawnSync("apt-get", ["--version"], { stdio: "ignore", env }).status === 0,
    run: (command, args) =>
      spawnSync(command, args, {
        stdio: "inherit",
        env: { ...env, DEBIAN_FRONTEND: "noninteractive" },
      }).status ?? 1,
    print: (line) => process.stderr.write(`${line}\n`),
  };
}

/** 0 when everything is there (installed now if it may be), else 1 with what to run. */
export function checkPrerequisites(machine: Machine): number {
  const { prerequisites, print } = machine;
  const misconfigured = prerequisites.flatMap((p) => p.misconfigured?.() ?? []);
  if (misconfigured.length) {
    for (const reason of misconfigured) print(`npm test: ${reason}.`);
    return 1;
  }
  let missing = prerequisites.filter((p) => !p.find());
  if (!missing.length) return 0;

  const install = (of: Prerequisite[]) => [
    "install",
    "-y",
    "--no-install-recommends",
    ...of.map((p) => p.aptPackage),
  ];
  if (machine.isRoot && machine.hasAptGet) {
    print(
      `npm test: installing from Debian what the tests need: ${missing.map((p) => p.aptPackage).join(" ")}`,
    );
    if (machine.run("apt-get", ["update", "-qq"]) === 0) machine.run("apt-get", install(missing));
    for (const p of missing)
      if (p.afterInstall && p.find()) machine.run(p.afterInstall.command, p.afterInstall.args);
    missing = missing.filter((p) => !p.find());
    if (!missing.length) return 0;
  }

  print("npm test needs what this machine lacks:");
  for (const p of missing) print(`  - ${p.label}`);
  const sudo = machine.isRoot ? "" : "sudo ";
  print("Install it (Debian or Ubuntu), then run npm test again:");
  print(`  ${sudo}apt-get update && ${sudo}apt-get ${install(missing).join(" ")}`);
  print(
    "Elsewhere, point CHROMIUM_PATH at a Chromium and PG_BIN at the folder of PostgreSQL's initdb and pg_ctl, and put Caddy at /usr/bin/caddy.",
  );
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = checkPrerequisites(thisMachine());
}

// @vitest-environment node
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  checkPrerequisites,
  thisMachine,
  type Machine,
} from "#scripts/test-prerequisites.ts";

/**
 * npm test's first step (scripts/test-prerequisites.ts). Its decisions on a made-up machine
 * (nothing is uninstalled from this one), and the real script on this machine.
 */

function machine(options: {
  isRoot: boolean;
  hasAptGet: boolean;
  /** What apt-get makes appear. */
  installs?: boolean;
  chromiumPath?: string;
}) {
  const installed = new Set<string>();
  const commands: string[] = [];
  const printed: string[] = [];
  const fake = (aptPackage: string, label: string) => ({
    label,
    aptPackage,
    find: () => (installed.has(aptPackage) ? `/found/${aptPackage}` : null),
  });
  const m: Machine = {
    prerequisites: [
      {
        ...fake("chromium", "Chromium"),
        misconfigured: () =>
          options.chromiumPath ? `CHROMIUM_PATH=${options.chromiumPath} is not there` : null,
      },
      fake("postgresql", "PostgreSQL"),
      fake("caddy", "Caddy"),
      { ...fake("prometheus", "Prometheus"), afterInstall: { command: "stop", args: ["it"] } },
    ],
    isRoot: options.isRoot,
    hasAptGet: options.hasAptGet,
    run: (command, args) => {
      commands.push([command, ...args].join(" "));
      if (options.installs && args[0] === "install")
        for (const p of args.slice(3)) installed.add(p);
      return 0;
    },
    print: (line) => printed.push(line),
  };
  return { m, commands, printed: () => printed.join("\n") };
}

const command = "apt-get install -y --no-install-recommends chromium postgresql caddy prometheus";

describe("npm test's prerequisites", () => {
  it("stops at once with the exact command when nothing is found and it may not install", () => {
    const { m, commands, printed } = machine({ isRoot: false, hasAptGet: true });
    expect(checkPrerequisites(m)).toBe(1);
    expect(commands).toEqual([]);
    expect(printed()).toContain(`sudo apt-get update && sudo ${command}`);
    expect(printed()).toMatch(/Chromium[\s\S]*PostgreSQL[\s\S]*Caddy[\s\S]*Prometheus/);
  });

  it("stops with the command where there is no apt-get, even as root", () => {
    const { m, commands, printed } = machine({ isRoot: true, hasAptGet: false });
    expect(checkPrerequisites(m)).toBe(1);
    expect(commands).toEqual([]);
    expect(printed()).toContain(`apt-get update && ${command}`);
    expect(printed()).toContain("CHROMIUM_PATH");
  });

  it("installs what is missing as root with apt-get, stops the service it brings, then goes on", () => {
    const { m, commands } = machine({ isRoot: true, hasAptGet: true, installs: true });
    expect(checkPrerequisites(m)).toBe(0);
    expect(commands).toEqual(["apt-get update -qq", command, "stop it"]);
  });

  it("fails when the install did not provide them", () => {
    const { m, printed } = machine({ isRoot: true, hasAptGet: true, installs: false });
    expect(checkPrerequisites(m)).toBe(1);
    expect(printed()).toContain(command);
  });

  it("installs nothing for a CHROMIUM_PATH that points nowhere, and names it", () => {
    const { m, commands, printed } = machine({
      isRoot: true,
      hasAptGet: true,
      chromiumPath: "/opt/none/chrome",
    });
    expect(checkPrerequisites(m)).toBe(1);
    expect(commands).toEqual([]);
    expect(printed()).toContain("CHROMIUM_PATH=/opt/none/chrome");
  });

  it("finds this machine's Chromium, its headless shell, PostgreSQL, Caddy and Prometheus, and the script passes", () => {
    expect(thisMachine().prerequisites.map((p) => [p.aptPackage, p.find() !== null])).toEqual([
      ["chromium", true],
      ["chromium-headless-shell", true],
      ["postgresql", true],
      ["caddy", true],
      ["prometheus", true],
    ]);
    execFileSync(process.execPath, ["scripts/test-prerequisites.ts"], { stdio: "pipe" });
  });

  it("the script stops on a CHROMIUM_PATH that points nowhere, naming it", () => {
    let error: { status?: number; stderr?: Buffer } = {};
    try {
      execFileSync(process.execPath, ["scripts/test-prerequisites.ts"], {
        stdio: "pipe",
        env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
      });
    } catch (e) {
      error = e as typeof error;
    }
    expect(error.status).toBe(1);
    expect(String(error.stderr)).toContain("CHROMIUM_PATH=/nonexistent/chromium");
  });
});

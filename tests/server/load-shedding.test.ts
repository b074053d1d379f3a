import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitWhileSaturated } from "#server/load-shedding.ts";

/** Keeps this process's event loop busy, as renders back to back (or a publication) do. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("renders refused while the event loop is saturated", () => {
  let base = "";
  let shed = 0;
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(
      limitWhileSaturated(0.5, () => shed++),
      (_req, res) => void res.send("rendered"),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("refuses a page but takes a form a visitor sent, and renders again once the loop has room", async () => {
    // Once this process's start (its imports) is past: a loop with room renders.
    const rendered = () => fetch(base).then((res) => res.status);
    await expect.poll(rendered, { interval: 250, timeout: 5000 }).toBe(200);
    // Busy through a reading of the loop's utilization (every half-second): whenever the
    // reading before came, more than half of the time since was busy.
    spin(1200);
    await new Promise((resolve) => setImmediate(resolve));
    const page = await fetch(base);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const form = await fetch(base, { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(form.status).toBe(200);
    expect(await form.text()).toBe("rendered");
    expect(shed).toBe(1);
    // A reading over an idle half-second takes renders on again.
    await expect.poll(rendered, { interval: 250, timeout: 5000 }).toBe(200);
  });
});

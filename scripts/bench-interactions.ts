/**
 * How long each interactive control of the site takes to answer a tap or a key, on a slow
 * phone: Debian's Chromium with the CPU slowed (CDP `Emulation.setCPUThrottlingRate`) by the
 * factor that makes this machine stand for the target phone (scripts/cpu-calibration.ts; the
 * machine's BenchmarkIndex and the factor are printed with the figures), measured as the
 * longest `event` timing entry of each interaction (what INP reports), the worst interaction
 * of a scenario counting (typing a word is one interaction per key). Every scenario runs on a
 * freshly loaded page, hydrated and settled before the slowdown starts, at 1440 px (a mouse)
 * and 390 px (a finger's touch tap); the table gives the median and the worst of the runs.
 *
 *   npm run build && npm run bench:interactions                 # 5 runs of everything
 *   npm run bench:interactions -- --runs=3 "Bio dialog" Header   # scenarios whose name matches
 *   npm run bench:interactions -- --trace=bench-results/trace    # also a CDP trace per scenario
 *   npm run bench:interactions -- --against=../other-checkout      # A/B: runs alternate builds
 *   npm run bench:interactions -- --slowdown=4                     # a fixed factor, no calibration
 *   npm run bench:interactions -- --smoke                          # one run of one scenario
 *
 * Event timing reports nothing under 16 ms: such an interaction prints as "<16". Results go
 * to bench-results/interactions.json too. The machine's load moves the figures: compare runs
 * made the same way, one after the other.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium, type Browser, type CDPSession, type Locator, type Page } from "@playwright/test";
import { resultsDir, serverNodeArgs, smoke, template } from "./bench-options.ts";
import { startServer } from "./built-server.ts";
import { calibrateSlowdown, describeCalibration } from "./cpu-calibration.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4393);
const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const runs = smoke ? 1 : Number(option("runs") ?? 5);
const traceDir = option("trace");
const against = option("against");
const fixedSlowdown = option("slowdown") === undefined ? undefined : Number(option("slowdown"));
const filters = args.filter((a) => !a.startsWith("--"));

type Width = 1440 | 390;
interface Scenario {
  name: string;
  path: string;
  widths?: Width[];
  /** Brings the page to the state the measured interaction starts from (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured interaction(s). */
  act: (page: Page) => Promise<void>;
  /** Waits for what the interaction shows (not measured beyond the interaction itself). */
  settle?: (page: Page) => Promise<void>;
}

/**
 * Waits, checking once a frame in the page, until an open dialog shows this text (any dialog,
 * for ""). Not a Playwright locator: `getByRole` computes the role of every element in the
 * page, 25 ms at 4× on /about-us, and its polling ran on the main thread inside the measured
 * tap, between the dialog's commit and its presentation.
 */
const dialogShows = (text: string) => async (page: Page) => {
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll<HTMLElement>("[role=dialog]")].some(
        (dialog) => dialog.checkVisibility() && (dialog.textContent ?? "").includes(text),
      ),
    text,
    { polling: "raf" },
  );
};

const PRESS_MS = 80;

/**
 * Brings a control on screen before it is used, as a visitor scrolls to it first, and lets
 * the page settle (the scroll's paint, the lazy images it brought near) outside the
 * measured interaction.
 */
async function scrollToAndSettle(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.page().waitForTimeout(300);
}

/** Each page's DevTools session, for the touch events a phone sends. */
const sessions = new WeakMap<Page, CDPSession>();

/**
 * Presses a control the way a visitor does, not the way Playwright's `click()` does: that
 * scrolls the control into view inside the measured tap (the scroll's paint counted against
 * it) and adds a `pointerdown` listener of its own to the page (its hit-target check, 5–10 ms
 * at 4×, run inside the tap). Here the control is scrolled into view first and pressed at its
 * centre. On the desktop the mouse rests on it before the press, as a visitor's does (the
 * hover styles and `pointerover` handlers ran inside the press before). At phone width a
 * finger touches it: touch events, then the compatibility mouse events and the click that
 * Chromium makes of the tap, all inside the measured interaction, as on a phone.
 */
async function press(target: Locator) {
  const page = target.page();
  await scrollToAndSettle(target);
  const box = await target.boundingBox();
  if (!box) throw new Error("the control has no box to press");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = sessions.get(page);
  if (page.viewportSize()!.width < 768 && cdp) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await page.waitForTimeout(PRESS_MS);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    return;
  }
  await page.mouse.move(x, y);
  await page.waitForTimeout(300);
  await page.mouse.down();
  // A quick tap or click holds for about 80 ms. Released in the same instant, the release
  // sometimes reached the page before the frame that answers the press, and the press's
  // entry then ran on until the frame after the click: the figure depended on that race.
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}

let emailCount = 0;
const email = () => `bench-${Date.now()}-${emailCount++}@example.com`;
const click = (selector: string) => (page: Page) => press(page.locator(selector).first());
const button = (name: string | RegExp) => (page: Page) =>
  press(page.getByRole("button", { name, exact: typeof name === "string" }).first());
/**
 * Types into a field as a visitor does: on screen first, then focused and typed into.
 * Focused off screen, the scroll and the lazy images' requests it set off (39 ms at 4× for
 * the home page's newsletter block) ran inside the first key.
 */
const typeInto = (field: (page: Page) => Locator, text: string) => async (page: Page) => {
  const target = field(page);
  await scrollToAndSettle(target);
  await target.focus();
  await page.keyboard.type(text, { delay: 60 });
};

const labelled = (label: string) => (page: Page) =>
  page.getByLabel(new RegExp(`^${label}`)).first();

const desktopMenus = ["Company", "What we offer", "Developers"];
const phoneSections = ["Company", "Our Services", "Developers"];

function carouselScenarios(
  path: string,
  index: number,
  label: string,
  autoplay: boolean,
): Scenario[] {
  const carousel = `section[aria-roledescription="carousel"] >> nth=${index}`;
  const control = (name: string | RegExp) => (page: Page) =>
    press(page.locator(carousel).getByRole("button", { name }));
  const list: Scenario[] = [
    { name: `${label}: next`, path, act: control("Next slide") },
    { name: `${label}: previous`, path, act: control("Previous slide") },
    { name: `${label}: dot 2`, path, act: control(/^Show slide 2 of/) },
  ];
  if (autoplay) list.push({ name: `${label}: pause`, path, act: control(/automatic slide show/) });
  return list;
}

const contactValid = async (page: Page) => {
  await page.getByLabel(/^First name/).fill("Abena");
  await page.getByLabel(/^Last name/).fill("Osei");
  await page.getByLabel(/^Email/).fill(email());
  await page.getByRole("textbox", { name: "Message" }).fill("Benchmark message.");
  await page.getByRole("checkbox").check();
};
const demoPath = "/schedule-banking-demo";
const demoValid = async (page: Page) => {
  await page.getByLabel(/^Full name/).fill("Kwame Boateng");
  await page.getByLabel(/^Work email/).fill(email());
  await page.getByLabel(/^Phone number/).fill("020 111 2222");
  await page.getByLabel(/^Company or institution/).fill("Rural Bank");
  await page.getByLabel(/^Job title/).fill("IT Manager");
  await page.getByRole("combobox").fill("Finance");
};
const newsletterBlock = (page: Page) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: /Subscribe for our Newsletter/ }) })
    .last();
const openHelpPopup = async (page: Page, width: Width) => {
  if (width === 390) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Company" }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Company" })
      .click();
  }
};

const scenarios: Scenario[] = [
  ...desktopMenus.map((name): Scenario => ({
    name: `Header: ${name} dropdown`,
    path: "/",
    widths: [1440],
    act: (page) =>
      press(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name })),
  })),
  {
    name: "Phone menu: open",
    path: "/",
    widths: [390],
    act: button("Open menu"),
    settle: dialogShows(""),
  },
  ...phoneSections.map((name): Scenario => ({
    name: `Phone menu: ${name} accordion`,
    path: "/",
    widths: [390],
    prepare: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").waitFor();
    },
    act: (page) => press(page.getByRole("dialog").getByRole("button", { name })),
  })),
  {
    name: "Help Center → popup",
    path: "/about-us",
    prepare: async (page) => {
      await openHelpPopup(page, page.viewportSize()!.width as Width);
    },
    act: (page) => press(page.getByRole("link", { name: /Help Center/ }).first()),
    settle: dialogShows("Subscribe"),
  },
  {
    name: "Popup: subscribe, invalid",
    path: "/about-us",
    prepare: async (page) => {
      await openHelpPopup(page, page.viewportSize()!.width as Width);
      await page
        .getByRole("link", { name: /Help Center/ })
        .first()
        .click();
      await page.getByRole("dialog").getByLabel("Email address").waitFor();
    },
    act: (page) => press(page.getByRole("dialog").getByRole("button", { name: "Subscribe" })),
  },
  {
    name: "Popup: subscribe, valid",
    path: "/about-us",
    prepare: async (page) => {
      await openHelpPopup(page, page.viewportSize()!.width as Width);
      await page
        .getByRole("link", { name: /Help Center/ })
        .first()
        .click();
      await page.getByRole("dialog").getByLabel("Email address").fill(email());
    },
    act: (page) => press(page.getByRole("dialog").getByRole("button", { name: "Subscribe" })),
    settle: dialogShows("Thank you for subscribing"),
  },
  ...carouselScenarios("/", 0, "Home API carousel", true),
  ...carouselScenarios("/", 1, "Home testimonials carousel", false),
  {
    name: "FAQ item",
    path: "/help-center",
    prepare: (page) => page.keyboard.press("Escape"),
    act: click("#faq button[aria-expanded]"),
  },
  // The open positions are cards of the same Accordion as the FAQ; the shipped build has
  // none (content/careers/ is empty), so the FAQ item stands for them.
  {
    name: "Careers: See open positions",
    path: "/careers",
    act: (page) => press(page.getByRole("link", { name: "See open positions" })),
  },
  {
    name: "Bio dialog: open",
    path: "/about-us",
    act: click("button[aria-haspopup=dialog][data-member]"),
    settle: dialogShows(""),
  },
  {
    name: "Bio dialog: close",
    path: "/about-us",
    prepare: async (page) => {
      await page.locator("button[aria-haspopup=dialog][data-member]").first().click();
      await page.getByRole("dialog").waitFor();
    },
    act: (page) => page.keyboard.press("Escape"),
  },
  { name: "Contact: typing", path: "/contact-us", act: typeInto(labelled("First name"), "Abena") },
  { name: "Contact: submit, invalid", path: "/contact-us", act: button("Send message") },
  {
    name: "Contact: submit, valid",
    path: "/contact-us",
    prepare: contactValid,
    act: button("Send message"),
  },
  { name: "Demo: typing", path: demoPath, act: typeInto(labelled("Full name"), "Kwame") },
  { name: "Demo: submit, invalid", path: demoPath, act: button(/^(Request|Schedule|Book)/) },
  {
    name: "Demo: submit, valid",
    path: demoPath,
    prepare: demoValid,
    act: button(/^(Request|Schedule|Book)/),
  },
  {
    name: "Demo: industry suggestions",
    path: demoPath,
    act: async (page) => {
      await typeInto((p) => p.getByRole("combobox"), "Fi")(page);
      await press(page.getByRole("option").first());
    },
  },
  {
    name: "Demo: scroll-to-form button",
    path: demoPath,
    act: (page) => press(page.locator("main a[href='#request-demo']").first()),
  },
  {
    name: "Newsletter block: typing",
    path: "/",
    act: typeInto((page) => newsletterBlock(page).getByLabel("Email address"), "ama@ex"),
  },
  {
    name: "Newsletter block: subscribe, invalid",
    path: "/",
    act: (page) => press(newsletterBlock(page).getByRole("button", { name: "Subscribe" })),
  },
  {
    name: "Newsletter block: subscribe, valid",
    path: "/",
    prepare: (page) => newsletterBlock(page).getByLabel("Email address").fill(email()),
    act: (page) => press(newsletterBlock(page).getByRole("button", { name: "Subscribe" })),
  },
  {
    name: "See Features",
    path: "/products/aslan",
    act: (page) => press(page.getByRole("link", { name: "See Features" })),
  },
];

const OBSERVER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const prev = window.__interactions.get(e.interactionId);
      if (!prev || e.duration > prev.duration)
        window.__interactions.set(e.interactionId, { name: e.name, duration: e.duration, start: e.startTime });
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
`;

/**
 * The longest interaction that started after `since` (performance.now(); 0 if none ≥ 16 ms)
 * and when the first of them started (the press).
 */
async function interactionsSince(page: Page, since: number) {
  // Entries are reported after the next paint: give them a few frames.
  await page.waitForTimeout(400);
  return page.evaluate((t) => {
    const all = [
      ...(
        window as unknown as { __interactions: Map<number, { duration: number; start: number }> }
      ).__interactions.values(),
    ].filter((e) => e.start >= t);
    return {
      worst: Math.max(0, ...all.map((e) => e.duration)),
      firstStart: Math.min(Infinity, ...all.map((e) => e.start)),
    };
  }, since);
}

/**
 * Debian's Chromium runs headless as the full browser, with its toolbar: a window as tall as
 * the emulated viewport leaves the page's bottom 87 px (at 900) below the screen. A change
 * drawn only there is never presented, so a press on a control near the bottom edge (the
 * contact form's button, scrolled just into view) got no event timing until something higher
 * up changed: 450–500 ms instead of 50. A taller window puts the whole viewport on screen.
 */
async function showWholeViewport(cdp: CDPSession) {
  const { windowId, bounds } = await cdp.send("Browser.getWindowForTarget");
  await cdp.send("Browser.setWindowBounds", {
    windowId,
    bounds: { height: (bounds.height ?? 900) + 200 },
  });
}

async function runOnce(
  browser: Browser,
  base: string,
  scenario: Scenario,
  width: Width,
  slowdown: number,
  trace?: string,
) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 900 },
    deviceScaleFactor: width === 390 ? 2 : 1,
    isMobile: width === 390,
    hasTouch: width === 390,
  });
  await context.addInitScript(OBSERVER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  sessions.set(page, cdp);
  try {
    await showWholeViewport(cdp);
    await page.goto(base + scenario.path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await scenario.prepare?.(page);
    await page.waitForTimeout(300);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    const since = await page.evaluate(() => performance.now());
    await scenario.act(page);
    await scenario.settle?.(page);
    // From the press until what it opens is in place (Playwright's polling adds a little): a
    // Suspense reveal delay shows here, not in the event timing.
    const shownAt = scenario.settle ? await page.evaluate(() => performance.now()) : undefined;
    const { worst, firstStart } = await interactionsSince(page, since);
    const shown =
      shownAt === undefined
        ? undefined
        : shownAt - (Number.isFinite(firstStart) ? firstStart : since);
    if (trace) await browser.stopTracing();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    return { worst, shown };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};
const show = (ms: number) => (ms < 16 ? "<16" : String(Math.round(ms)));

const matching = scenarios.filter(
  (s) => !filters.length || filters.some((f) => s.name.toLowerCase().includes(f.toLowerCase())),
);
// A smoke run: the first scenario at its first width.
const chosen = smoke
  ? matching.slice(0, 1).map((s) => ({ ...s, widths: [s.widths?.[0] ?? 1440] }))
  : matching;
const serverEnv = { RATE_LIMIT_MAX: "100000", MIN_FILL_MS: "0" };
const builds = [{ label: "this build", port: PORT, cwd: process.cwd() }];
if (against) builds.push({ label: `${against}'s build`, port: PORT + 1, cwd: against });
const servers = await Promise.all(
  builds.map((b) =>
    startServer({
      port: b.port,
      env: serverEnv,
      cwd: b.cwd,
      template,
      nodeArgs: serverNodeArgs,
      stdio: "inherit",
    }),
  ),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
});
interface Result {
  build: string;
  name: string;
  width: Width;
  runs: number[];
  /** Tap to visible, where the scenario waits for something to appear. */
  shown: number[];
  error?: string;
}
const results: Result[] = [];
const calibration = await calibrateSlowdown(browser, fixedSlowdown);
console.error(describeCalibration(calibration));
let recheck: Awaited<ReturnType<typeof calibrateSlowdown>> | undefined;
try {
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  for (const scenario of chosen) {
    for (const width of scenario.widths ?? [1440, 390]) {
      const rows = builds.map((b): Result => ({
        build: b.label,
        name: scenario.name,
        width,
        runs: [],
        shown: [],
      }));
      // With two builds the runs alternate, so the machine's changing load falls on both.
      for (let i = 0; i < runs; i++) {
        for (const [k, b] of builds.entries()) {
          const row = rows[k]!;
          if (row.error) continue;
          const trace =
            traceDir && i === 0
              ? `${traceDir}/${scenario.name.replace(/\W+/g, "-")}-${width}-${k}.json`
              : undefined;
          try {
            const run = await runOnce(
              browser,
              `http://127.0.0.1:${b.port}`,
              scenario,
              width,
              calibration.rate,
              trace,
            );
            row.runs.push(run.worst);
            if (run.shown !== undefined) row.shown.push(run.shown);
          } catch (e) {
            row.error = (e as Error).message.split("\n")[0];
          }
        }
      }
      for (const row of rows) {
        results.push(row);
        const line = row.error
          ? `skipped: ${row.error}`
          : `median ${show(median(row.runs))} ms, worst ${show(Math.max(...row.runs))} ms` +
            (row.shown.length ? `; shown after ${row.shown.map(Math.round).join(", ")} ms` : "");
        console.error(`${scenario.name} @ ${width}px (${row.build}): ${line}`);
      }
    }
  }
  // The machine's load moves under a long run: the index at the same rate, measured again at
  // the end, says how far the phone it stood for drifted.
  recheck = await calibrateSlowdown(browser, calibration.rate);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  `${resultsDir}/interactions.json`,
  JSON.stringify({ calibration, recheck, results }, null, 2),
);
for (const { label } of builds) {
  const cell = (name: string, width: Width) => {
    const r = results.find((x) => x.build === label && x.name === name && x.width === width);
    if (!r) return ["–", "–"];
    if (r.error || !r.runs.length) return ["n/a", "n/a"];
    return [show(median(r.runs)), show(Math.max(...r.runs))];
  };
  console.log(`\n${label}: ${runs} runs each, ms (longest event timing entry)`);
  console.log(`${describeCalibration(calibration)}`);
  if (recheck)
    console.log(`at the end: BenchmarkIndex ${Math.round(recheck.throttledIndex)} slowed\n`);
  console.log("| interaction | 1440 median | 1440 worst | 390 median | 390 worst |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const name of [...new Set(results.map((r) => r.name))]) {
    console.log(`| ${name} | ${[...cell(name, 1440), ...cell(name, 390)].join(" | ")} |`);
  }
}
const opening = results.filter((r) => r.shown.length);
if (opening.length) {
  console.log("\nTap to visible (ms, median / worst):\n");
  console.log("| interaction | width | build | median | worst |");
  console.log("| --- | ---: | --- | ---: | ---: |");
  for (const r of opening) {
    const cells = [median(r.shown), Math.max(...r.shown)].map(Math.round);
    console.log(`| ${r.name} | ${r.width} | ${r.build} | ${cells.join(" | ")} |`);
  }
}
for (const r of results.filter((x) => x.error)) {
  console.log(`\n${r.name} @ ${r.width}px (${r.build}) not measured: ${r.error}`);
}
// A scenario that no longer runs on this build is a broken benchmark: the smoke run says so.
if (smoke && results.some((r) => r.error)) process.exitCode = 1;

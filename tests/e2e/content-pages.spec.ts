import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { docsUrl, site } from "#app/config/site.ts";
import { bioParagraphs, leadership, leadershipSection } from "#app/content/about.ts";
import { apiPromo, offerCards, partners, testimonials } from "#app/content/home.ts";
import { listingPaths, listings } from "#app/content/listings.ts";
import { productPaths, products } from "#app/content/products/index.ts";
import { developerSection, servicePaths, services } from "#app/content/services/index.ts";
import { axeViolations, expect, test } from "./fixtures.ts";
import { expectFocusKeptIn, headingsExposed } from "./modal-focus.ts";

/** Asserts that each internal path answers 200 (GET, following no redirects). */
async function expectPagesExist(request: APIRequestContext, paths: Iterable<string>) {
  for (const path of new Set(paths)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(200);
  }
}

async function expectOpensInNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

const currentSlide = (carousel: Locator) => carousel.locator("[data-current]");

/** Freezes time before the page loads, so carousels only move when the test says. */
async function openHomeWithFrozenClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto("/", { waitUntil: "commit" });
  const carousel = page.getByRole("region", { name: apiPromo.carouselLabel });
  // The page loads its scripts after the first animation frame, which a paused clock never reaches:
  // step it a frame at a time until hydration has run (well under a second of page time).
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return carousel.getAttribute("data-hydrated");
    })
    .toBe("true");
  return carousel;
}

test.describe("home", () => {
  test("hero, offer cards, API docs, partners and stats lead where they should", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.tagline);
    await expect(page.locator("h1")).toHaveCount(1);

    const main = page.getByRole("main");
    const hero = main.locator("section").first();
    await expect(hero.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/get-started",
    );
    await expect(hero.getByRole("list", { name: "Certifications and licences" })).toBeVisible();

    // What we offer: three whole-card links named by their titles.
    const offer = page.locator(`section[aria-labelledby="offer-title"]`);
    for (const card of offerCards) {
      const link = offer.getByRole("link", { name: card.title, exact: true });
      await expect(link).toHaveAttribute("href", card.to);
    }
    expect(offerCards.map((c) => c.to)).toEqual([
      "/services/payment-services",
      "/services/value-added-services",
      "/services/e-commerce",
    ]);

    const docs = main.getByRole("link", { name: /Read the API documentation/ });
    await expect(docs).toHaveAttribute("href", docsUrl("home"));
    await expectOpensInNewTab(docs);

    await expect(main.getByRole("heading", { name: /Subscribe for our Newsletter/ })).toBeVisible();
    for (const partner of partners) {
      await expect(main.getByRole("img", { name: partner.name, exact: true })).toHaveAttribute(
        "src",
        partner.logo,
      );
    }
    await expect(main.getByRole("region", { name: `${site.name} in numbers` })).toBeVisible();

    await expectPagesExist(request, [
      "/contact-us",
      "/get-started",
      ...offerCards.map((c) => c.to),
      ...partners.map((p) => p.logo),
      ...apiPromo.slides.map((s) => s.imageSrc),
    ]);
  });

  test("API carousel: advances every 5 s, pauses on hover, focus and the pause button, wraps", async ({
    page,
  }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");
    const live = carousel.locator("[aria-live]");
    await expect(live).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(4900);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.runFor(200);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "2 of 3");

    // Hovering pauses; leaving resumes.
    await carousel.locator("figure").first().hover({ force: true });
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "2 of 3");
    await page.mouse.move(1, 1);
    await expect(live).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5100);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "3 of 3");
    await page.clock.runFor(5100);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");

    // Focus inside pauses too.
    const next = carousel.getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.clock.runFor(12_000);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");
    await page.keyboard.press("Enter");
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "2 of 3");
    await carousel.getByRole("button", { name: "Previous slide" }).press("Enter");
    await carousel.getByRole("button", { name: "Previous slide" }).press("Enter");
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "3 of 3");

    // The pause button stops rotation for good, until play is pressed.
    await carousel.getByRole("button", { name: "Pause automatic slide show" }).press("Enter");
    await expect(carousel.getByRole("button", { name: "Play automatic slide show" })).toBeFocused();
    await page.getByRole("link", { name: /Read the API documentation/ }).focus();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(20_000);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "3 of 3");

    // Only the current slide is exposed; the others are inert.
    await expect(slides.nth(0)).toHaveAttribute("inert", "");
    await expect(slides.nth(2)).not.toHaveAttribute("inert");
  });

  test("API carousel does not autoplay under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = await openHomeWithFrozenClock(page);
    await expect(carousel.getByRole("button", { name: "Play automatic slide show" })).toBeVisible();
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(15_000);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");
  });

  test("testimonial carousel: two quotes, previous and next wrap around", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    await expect(carousel).toHaveAttribute("data-hydrated", "true");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(2);
    await expect(carousel.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");

    const [rural, hub] = testimonials;
    await expect(currentSlide(carousel)).toContainText(rural!.author);
    await expect(currentSlide(carousel)).toContainText(rural!.company);
    const next = carousel.getByRole("button", { name: "Next slide" });
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    await next.click();
    await expect(currentSlide(carousel)).toContainText(hub!.author);
    await expect(currentSlide(carousel)).toHaveAttribute("aria-label", "2 of 2");
    await next.click();
    await expect(currentSlide(carousel)).toContainText(rural!.author);
    await previous.click();
    await expect(currentSlide(carousel)).toContainText(hub!.author);
    await previous.click();
    await expect(currentSlide(carousel)).toContainText(rural!.author);
  });
});

test.describe("about", () => {
  test("company description, Join Our Team, CEO profile, team image", async ({ page, request }) => {
    await page.goto("/about-us");
    await expect(page.locator("h1")).toHaveCount(1);
    const join = page.getByRole("link", { name: "Join Our Team" });
    await expect(join).toHaveAttribute("href", "/careers");
    await expect(page.getByRole("heading", { name: /From our CEO/ })).toBeAttached();
    await expect(page.getByRole("img", { name: /Illustration of the team/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Subscribe for our Newsletter/ })).toBeVisible();
    await expect(page.getByRole("region", { name: `${site.name} in numbers` })).toBeVisible();
    const cards = page.locator("button[data-member]");
    await expect(cards).toHaveCount(3);
    await expectPagesExist(request, [
      "/careers",
      "/contact-us",
      ...leadership.map((m) => m.imageUrl),
    ]);
  });

  test("leadership cards open the biography modal by click and keyboard", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.locator("ul[data-hydrated]")).toHaveCount(1);
    const [ceo, , compliance] = leadership;
    const ceoCard = page.locator(`button[data-member="${ceo!.id}"]`);
    const complianceCard = page.locator(`button[data-member="${compliance!.id}"]`);

    // Click: photo, name, role, profile link, paragraphs; the page does not scroll.
    await ceoCard.click();
    const dialog = page.getByRole("dialog", { name: ceo!.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(ceo!.role);
    await expect(dialog.getByRole("img")).toHaveAttribute("src", ceo!.imageUrl);
    const profile = dialog.getByRole("link", { name: new RegExp(leadershipSection.profileLink) });
    await expect(profile).toHaveAttribute("href", ceo!.linkedinUrl!);
    await expectOpensInNewTab(profile);
    await expect(dialog.getByTestId("bio").locator("p")).toHaveCount(3);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: leadershipSection.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await expect(ceoCard).toBeFocused();

    // Keyboard: Enter opens a biography (every leader has one; the empty-biography
    // fallback is unit-tested in BioDialog.test.tsx), Escape closes.
    await complianceCard.focus();
    await page.keyboard.press("Enter");
    const second = page.getByRole("dialog", { name: compliance!.name });
    await expect(second).toBeVisible();
    await expect(second.getByTestId("bio").locator("p")).toHaveCount(
      bioParagraphs(compliance!.bio).length,
    );
    await expect(second.getByTestId("bio")).not.toContainText(leadershipSection.noBio);
    await expect(second.getByRole("link")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(second).toBeHidden();
    await expect(complianceCard).toBeFocused();

    // Space works too.
    await page.keyboard.press(" ");
    await expect(second).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(complianceCard).toBeFocused();
  });

  test("the biography dialog keeps focus inside, the page behind out of reach, and restores both", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await expect(page.locator("ul[data-hydrated]")).toHaveCount(1);
    const [ceo, , compliance] = leadership;
    const ceoCard = page.locator(`button[data-member="${ceo!.id}"]`);
    const complianceCard = page.locator(`button[data-member="${compliance!.id}"]`);
    await complianceCard.scrollIntoViewIfNeeded();
    await ceoCard.click();
    const dialog = page.getByRole("dialog", { name: ceo!.name });
    await expect(dialog).toBeVisible();
    // Focus moves in once the panel is on screen (the trap starts after the next paint, so
    // a moment after the dialog shows), and however far the visitor tabs, either way, it
    // never reaches the page.
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    const scrollY = await page.evaluate(() => window.scrollY);
    for (const key of ["Tab", "Shift+Tab"]) await expectFocusKeptIn(dialog, page, key);
    // The wheel does not scroll the page behind it: once the page has had the wheel event and
    // two frames since, a scroll it caused would have moved scrollY.
    await page.evaluate(() => {
      (window as unknown as { wheeled: Promise<void> }).wheeled = new Promise((resolve) =>
        addEventListener(
          "wheel",
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          { once: true, capture: true, passive: true },
        ),
      );
    });
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    // The page behind is out of reach: its controls take no focus (a script's focus() comes
    // straight back; without preventScroll it would still scroll the card into view, which
    // no visitor can cause), and a press where a card shows through the overlay closes the
    // dialog without opening that card's biography.
    expect(
      await complianceCard.evaluate((card: HTMLElement) => {
        card.focus({ preventScroll: true });
        return document.activeElement === card;
      }),
    ).toBe(false);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // A screen reader is kept inside too: the page's headings are out of its reach.
    expect(await headingsExposed(page)).toEqual([ceo!.name]);
    // Where the card shows beside the dialog (desktop), or else the page's corner (phone).
    const card = (await complianceCard.boundingBox())!;
    const panel = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    const onBackdrop = ([px, py]: [number, number]) =>
      px > 0 &&
      py > 0 &&
      px < viewport.width &&
      py < viewport.height &&
      (px < panel.x || px > panel.x + panel.width || py < panel.y || py > panel.y + panel.height);
    const candidates: [number, number][] = [
      [card.x + card.width - 12, card.y + 12],
      [card.x + 12, card.y + 12],
      [8, 8],
    ];
    const [x, y] = candidates.find(onBackdrop)!;
    await page.mouse.click(x, y);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(ceoCard).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });
});

test.describe("listing pages", () => {
  for (const path of listingPaths) {
    test(`${path}: every card leads where it should`, async ({ page, request }) => {
      const listing = listings[path];
      await page.goto(path);
      await expect(page.locator("h1")).toHaveText(listing.title);
      const internal: string[] = [];
      for (const card of listing.cards) {
        const item = page.locator(`li[data-card="${card.title}"]`);
        const links = item.getByRole("link");
        if (card.link.kind === "none") {
          await expect(links).toHaveCount(0);
          await expect(item).toContainText("COMING SOON");
          continue;
        }
        // One link per card, named by the card's title, and nothing else interactive.
        await expect(links).toHaveCount(1);
        await expect(item.locator("button, input, select, textarea")).toHaveCount(0);
        await expect(links).toHaveAccessibleName(new RegExp(`^${card.title}`));
        if (card.link.kind === "internal") {
          await expect(links).toHaveAttribute("href", card.link.to);
          await expect(links).not.toHaveAttribute("target");
          internal.push(card.link.to);
        } else {
          await expect(links).toHaveAttribute("href", card.link.href);
          await expectOpensInNewTab(links);
        }
        if (card.badge) await expect(item).toContainText(card.badge);
      }
      for (const action of listing.actions) {
        await expect(page.getByRole("link", { name: action.label }).first()).toHaveAttribute(
          "href",
          action.to,
        );
        internal.push(action.to);
      }
      await expectPagesExist(request, internal);
    });
  }

  test("the cards match the spec's destinations", () => {
    const targets = (path: (typeof listingPaths)[number]) =>
      listings[path].cards.map((c) =>
        c.link.kind === "internal" ? c.link.to : c.link.kind === "external" ? c.link.href : null,
      );
    expect(targets("/services/payment-services")).toEqual([
      "/services/collections",
      "/bulk-pay",
      "/services/direct-debit",
      "/services/utilities",
      "/services/payouts",
      "/services/ussd",
      "/services/web-checkout",
      "/services/sms",
      "/services/request-to-pay",
      "/services/remittance",
    ]);
    expect(targets("/services/value-added-services")).toEqual([
      "/products/pensions-management-system",
      "/products/banking",
      "/products/aslan",
      "/products/school-billing",
      "/services/ussd",
      site.externalProducts.insurance,
    ]);
    expect(listings["/services/value-added-services"].cards.at(-1)?.badge).toBe("COMING SOON");
    expect(listings["/services/value-added-services"].actions[0]).toEqual({
      label: "Request a Demo",
      to: "/request-vas-demo",
    });
    expect(targets("/services/e-commerce")).toEqual([
      null,
      site.externalProducts.lifestyle,
      site.externalProducts.communityBilling,
    ]);
    expect(listings["/services/e-commerce"].actions[0]).toEqual({
      label: "Contact Sales",
      to: "/contact-us",
    });
  });
});

const expectedDocs: Record<(typeof servicePaths)[number], string[]> = {
  "/services/collections": [docsUrl("payment")],
  "/services/direct-debit": [docsUrl("payment")],
  "/services/payouts": ["/payouts/payouts-api"],
  "/services/web-checkout": [docsUrl("payment")],
  "/services/request-to-pay": ["/request-to-pay/request-to-pay-api"],
  "/bulk-pay": [docsUrl("payment")],
  "/services/utilities": [docsUrl("payment")],
  "/services/sms": [docsUrl("payment")],
  "/services/ussd": [docsUrl("ussd")],
  "/services/remittance": [docsUrl("payouts"), docsUrl("ussd")],
};

test.describe("service pages", () => {
  for (const path of servicePaths) {
    test(`${path}: hero, sections, Contact Sales, API docs`, async ({ page, request }) => {
      const service = services[path];
      await page.goto(path);
      await expect(page.locator("h1")).toHaveText(service.hero.title);
      const contact = page.getByRole("link", { name: "Contact Sales", exact: true });
      expect(await contact.count()).toBeGreaterThan(0);
      for (const link of await contact.all())
        await expect(link).toHaveAttribute("href", "/contact-us");

      for (const href of expectedDocs[path]) {
        const links = page.locator(`a[href="${href}"]`);
        expect(await links.count(), `links to ${href}`).toBeGreaterThan(0);
        for (const link of await links.all()) await expectOpensInNewTab(link);
        if (href.startsWith("/")) {
          // The two docs paths of the site are permanent redirects to the docs host.
          const response = await request.get(href, { maxRedirects: 0 });
          expect(response.status()).toBe(301);
          expect(response.headers()["location"]).toContain(site.docs.host);
        }
      }

      await expect(
        page.getByRole("heading", { name: service.overview.title, exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { name: `How ${service.name} works`, exact: true }),
      ).toBeVisible();
      const features = page.getByTestId("developer-features").locator("h3");
      if (service.kind === "standard") {
        await expect(features).toHaveText([
          "Quick Transfers",
          "Initiate one-time and recurring payments",
          "Payment verification",
          "Customer Verification",
        ]);
        expect(developerSection.features).toHaveLength(4);
      } else {
        await expect(features).toHaveCount(0);
      }
      await expectPagesExist(request, ["/contact-us"]);
    });
  }

  test("the content is in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/services/collections")).text();
    expect(html).toContain(services["/services/collections"].hero.title);
    expect(html).toContain("Customer Verification");
    const utilities = await (await request.get("/services/utilities")).text();
    for (const bill of ["Airtime", "Electricity", "Water", "Subscriptions", "Data"]) {
      expect(utilities).toContain(`>${bill}<`);
    }
  });
});

const demoTargets: Record<(typeof productPaths)[number], string> = {
  "/products/pensions-management-system": "/schedule-pension-management-demo",
  "/products/banking": "/schedule-banking-demo",
  "/products/aslan": "/schedule-aslan-demo",
  "/products/school-billing": "/schedule-school-billing-demo",
};

test.describe("product pages", () => {
  for (const path of productPaths) {
    test(`${path}: Request a Demo and sections`, async ({ page, request }) => {
      const product = products[path];
      await page.goto(path);
      await expect(page.locator("h1")).toHaveText(product.hero.title);
      const demo = page.getByRole("link", { name: "Request a Demo" });
      expect(await demo.count()).toBeGreaterThan(0);
      for (const link of await demo.all()) {
        await expect(link).toHaveAttribute("href", demoTargets[path]);
      }
      await expect(page.getByRole("heading", { name: product.problem.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: product.audience.title })).toBeVisible();
      await expect(page.locator("#features [data-testid=feature-list] > li")).toHaveCount(
        product.features.items.length,
      );
      await expectPagesExist(request, [demoTargets[path], "/contact-us"]);
    });
  }

  test("ASLAN: See Features scrolls to its 14 features", async ({ page }) => {
    await page.goto("/products/aslan");
    const seeFeatures = page.getByRole("link", { name: "See Features" });
    await expect(seeFeatures).toHaveAttribute("href", "#features");
    await expect(seeFeatures).toHaveAttribute("data-hydrated", "true");
    const features = page.locator("#features");
    await expect(features).not.toBeInViewport();
    await seeFeatures.click();
    await expect(features).toBeInViewport();
    await expect(page).toHaveURL(/#features$/);
    await expect(features.locator("[data-testid=feature-list] h3")).toHaveText([
      "Offline/online flexibility",
      "ID verification",
      "2-factor authentication",
      "Wallet-to-account transfers",
      "Account-to-wallet transfers",
      "Group savings",
      "Group loans",
      "Balances",
      "Transaction history",
      "Transaction status",
      "Bill payment",
      "Unsecured lending",
      "Credit scoring",
      "Direct debit",
    ]);
  });
});

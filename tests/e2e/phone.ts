// The phone the mobile project emulates (playwright.config.ts), for a test's own second
// context at that width too: 390 px, touch, a phone's pixel density.
export const PHONE_SCREEN = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

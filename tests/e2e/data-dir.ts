// The e2e server's data folder: playwright.config.ts starts the server on it, and tests read its file mail.
export const E2E_DATA_DIR = "test-results/e2e-data";

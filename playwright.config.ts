import { defineConfig, devices } from "@playwright/test"
import { chromiumPath, CHROMIUM_ARGS } from "./scripts/lib/chromium"
import { LOCAL_FORM_INBOX_PORT } from "./plugins/deploy-files/quote-endpoint"

const SITE_PORT = Number(process.env.SITE_PORT ?? 9000)
const INBOX_PORT = Number(process.env.FORM_INBOX_PORT ?? LOCAL_FORM_INBOX_PORT)

/** End-to-end tests drive the built site (public/) in Debian's Chromium. */
export default defineConfig({
  testDir: "./__tests__/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that passes only on a second try is a flake to mend, and
  // scripts/test-summary.ts counts it as failed.
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The reviewed pictures of visual.spec.ts, one per name: the tests run on one Linux Chromium.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    // No trace recorded: its cost falls on every test, passing or not. A failure keeps its
    // screenshot; to trace one, run it again with `--trace on`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
  },
  projects: [
    {
      // The content editor on a temporary copy of the content, with a build of that copy (in a
      // folder of its own, so the site's public/ stays as served). Listed first, so its long
      // serial files start at once on one worker while the site's tests take the other: after
      // the site's tests, they ran alone and left a core idle.
      name: "editor",
      testDir: "./__tests__/e2e-cms",
      fullyParallel: false,
      // decap-server listens on a fixed port: the editor's spec files run one after another.
      workers: 1,
      timeout: 120_000,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/form-inbox.ts --port ${INBOX_PORT} --data .data/e2e-inbox --test-controls`,
      url: `http://127.0.0.1:${INBOX_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})

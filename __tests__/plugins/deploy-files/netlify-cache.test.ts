/** @jest-environment node */
import path from "node:path"
import type { IAdapter } from "gatsby"
import { netlifyCacheOnlyAdapter } from "../../../plugins/deploy-files/netlify-cache-adapter"

/**
 * On Netlify the adapter restores the last build's .cache/ and public/. A build that publishes only
 * the holding page must not: a restored public/ of a whole demo site (PUBLICAR_DEMO=1) would be
 * published beside it.
 */
const ROOT = path.resolve(__dirname, "../../..")

describe("the Netlify build cache before a build", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  async function restore(env: NodeJS.ProcessEnv) {
    process.env = { ...saved, CONTENT_DIR: "__tests__/fixtures/content", ...env }
    const official = { name: "official", cache: { restore: jest.fn(() => true), store: jest.fn() } }
    const adapter = netlifyCacheOnlyAdapter(official as unknown as IAdapter)
    const reporter = { info: jest.fn() }
    const cwd = process.cwd()
    process.chdir(ROOT)
    try {
      const restored = await adapter.cache?.restore({ directories: [], reporter } as never)
      return { restored, official: official.cache.restore, reporter }
    } finally {
      process.chdir(cwd)
    }
  }

  it("is not restored for a build that publishes only the holding page", async () => {
    const { restored, official, reporter } = await restore({
      CONTEXT: "production",
      PUBLICAR_DEMO: "",
    })
    expect(restored).toBe(false)
    expect(official).not.toHaveBeenCalled()
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("Site em preparação"))
  })

  it("is restored as the official adapter does for any other build", async () => {
    for (const env of [
      { CONTEXT: "production", PUBLICAR_DEMO: "1" },
      { CONTEXT: "deploy-preview" },
    ]) {
      const { restored, official } = await restore(env)
      expect(restored).toBe(true)
      expect(official).toHaveBeenCalledTimes(1)
    }
  })
})

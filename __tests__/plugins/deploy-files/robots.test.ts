/** @jest-environment node */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { robotsTxt, writeRobotsTxt } from "../../../plugins/deploy-files/robots"

describe("robots.txt", () => {
  it("allows every crawler and points at the sitemap index of the configured site", () => {
    expect(robotsTxt("https://www.hidrovale.eng.br/")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.hidrovale.eng.br/sitemap-index.xml\n",
    )
  })

  it("lists no sitemap for the holding page, and lets crawlers read its noindex", () => {
    expect(robotsTxt("https://www.hidrovale.eng.br/", true)).toBe("User-agent: *\nAllow: /\n")
  })

  it.each(["", "/", "www.hidrovale.eng.br"])("refuses the site URL %j", (siteUrl) => {
    expect(() => robotsTxt(siteUrl)).toThrow(/absolute site URL/)
  })

  it("writes public/robots.txt", async () => {
    const publicDir = await fs.mkdtemp(path.join(os.tmpdir(), "robots-"))
    try {
      const file = await writeRobotsTxt(publicDir, "https://preview--hidrovale.netlify.app")
      expect(file).toBe(path.join(publicDir, "robots.txt"))
      expect(await fs.readFile(file, "utf8")).toContain(
        "Sitemap: https://preview--hidrovale.netlify.app/sitemap-index.xml",
      )
    } finally {
      await fs.rm(publicDir, { recursive: true, force: true })
    }
  })
})

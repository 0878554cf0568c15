import { createStaticServer } from "../static-server"
import { chromiumPath, CHROMIUM_ARGS } from "../chromium"
async function main() {
  const server = await createStaticServer({ root: "/tmp/audit-site", port: 0 })
  const { launch } = await import("chrome-launcher")
  const { default: lighthouse } = await import("lighthouse")
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS], logLevel: "silent" })
  const r = await lighthouse(server.url + "/projetos/", { port: chrome.port, logLevel: "error", onlyCategories: ["performance"], disableFullPageScreenshot: true })
  const a = r!.lhr.audits
  for (const id of ["long-tasks", "bootup-time", "mainthread-work-breakdown", "total-blocking-time", "diagnostics"]) console.log(id, a[id].displayValue, JSON.stringify((a[id].details as any)?.items?.slice(0, 6)))
  chrome.kill(); await server.close()
}
main()

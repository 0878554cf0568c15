/** @jest-environment node */
import { spawnSync } from "node:child_process"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")

function ensure(chromePath: string) {
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["scripts/ensure-chromium.ts"],
    {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: chromePath },
      encoding: "utf8",
    },
  )
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

it("stops at once with the exact install command when the browser is missing", () => {
  const { status, output } = ensure("/nao/existe/chromium")
  expect(status).toBe(1)
  expect(output).toContain("npm test needs these before it starts")
  expect(output).toContain("/nao/existe/chromium does not exist")
  expect(output).toContain("apt-get update; apt-get install -y chromium")
})

it("passes quietly when CHROME_PATH points at an existing binary", () => {
  const { status, output } = ensure(process.execPath)
  expect(status).toBe(0)
  expect(output).toBe("")
})

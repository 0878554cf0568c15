/** @jest-environment node */
import { spawn } from "node:child_process"
import { promises as fs } from "node:fs"
import path from "node:path"
import { parseServeArgs } from "../../scripts/serve"
import { createStaticServer } from "../../scripts/lib/static-server"
import { tmp, root, request, withStaticSite } from "../helpers/static-site"

withStaticSite()

describe("the production headers", () => {
  // Netlify cannot exclude /admin/ from a /* rule, so the site's CSP is set per top-level entry of
  // the build (plugins/deploy-files/headers.ts); an address outside all of them gets only the shared headers.
  it.each([
    [200, "GET", "/", {}, true],
    [301, "GET", "/projetos", {}, false],
    [400, "GET", "/%E0%A4%A", {}, true],
    [304, "GET", "/", { "If-None-Match": "*" }, true],
    [403, "GET", "/..%2fsecret.txt", {}, false],
    [404, "GET", "/nao-existe", {}, false],
    [404, "GET", "/projetos/nao-existe", {}, true],
    [405, "DELETE", "/", {}, true],
  ])(
    "are on a %s response (%s %s)",
    async (
      status: number,
      method: string,
      urlPath: string,
      headers: Record<string, string>,
      sitePolicy: boolean,
    ) => {
      const answer = await request(urlPath, { headers, method })
      expect(answer.status).toBe(status)
      if (sitePolicy) {
        expect(answer.headers["content-security-policy"]).toMatch(
          /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';.*connect-src 'self' http:\/\/127\.0\.0\.1:9100;/,
        )
      } else expect(answer.headers["content-security-policy"]).toBeUndefined()
      expect(answer.headers["x-frame-options"]).toBe("DENY")
      expect(answer.headers["x-content-type-options"]).toBe("nosniff")
      expect(answer.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      )
    },
  )

  it("follows a rebuilt _headers without a restart", async () => {
    const file = path.join(root, "_headers")
    const original = await fs.readFile(file, "utf8")
    try {
      await fs.writeFile(file, `${original}\n/robots.txt\n  X-Rebuilt: yes\n`)
      await fs.utimes(file, new Date(), new Date(Date.now() + 5000))
      expect((await request("/robots.txt")).headers["x-rebuilt"]).toBe("yes")
    } finally {
      await fs.writeFile(file, original)
      await fs.utimes(file, new Date(), new Date(Date.now() + 10000))
    }
  })

  it("refuses to start on a malformed _headers", async () => {
    const broken = path.join(tmp, "broken")
    await fs.mkdir(broken)
    await fs.writeFile(path.join(broken, "_headers"), "/a\n  not a header\n")
    await expect(createStaticServer({ root: broken, port: 0 })).rejects.toThrow(/line 2/)
  })
})

describe("command line", () => {
  const tsx = path.join(__dirname, "..", "..", "node_modules", ".bin", "tsx")
  const script = path.join(__dirname, "..", "..", "scripts", "serve.ts")

  it("parses --port, --root and --host in both spellings", () => {
    expect(parseServeArgs([])).toEqual({ port: 9000, root: "public", host: "127.0.0.1" })
    expect(parseServeArgs(["--port", "0", "--root=out", "--host", "::1"])).toEqual({
      port: 0,
      root: "out",
      host: "::1",
    })
  })

  it.each([[["--port", "abc"]], [["--port"]], [["--verbose", "1"]]])("rejects %j", (argv) => {
    expect(() => parseServeArgs(argv)).toThrow(/Usage: npx tsx scripts\/serve\.ts/)
  })

  function run(args: string[], until: RegExp): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(tsx, [script, ...args], { stdio: ["ignore", "pipe", "pipe"] })
      let output = ""
      const collect = (chunk: Buffer) => {
        output += chunk.toString()
        if (until.test(output)) child.kill("SIGTERM")
      }
      child.stdout.on("data", collect)
      child.stderr.on("data", collect)
      child.on("error", reject)
      child.on("close", (code) => resolve({ code, output }))
    })
  }

  it("exits 1 with what to do when there is no build", async () => {
    const { code, output } = await run(["--root", path.join(tmp, "nada"), "--port", "0"], /$^/)
    expect(code).toBe(1)
    expect(output).toMatch(/index\.html not found.*Run npm run build first/)
  }, 30_000)

  it("prints the URL it serves", async () => {
    const { output } = await run(["--root", root, "--port", "0"], /at http:\/\/127\.0\.0\.1:\d+\//)
    expect(output).toMatch(/^Serving .*public at http:\/\/127\.0\.0\.1:\d+\/$/m)
  }, 30_000)
})

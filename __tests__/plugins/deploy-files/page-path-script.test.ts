/** @jest-environment jsdom */
import {
  SHARED_LOADER_TEXT,
  sharePagePathScript,
} from "../../../plugins/deploy-files/page-path-script"

/** The loader script as Gatsby 5 writes it in a build with slices. */
const gatsbyLoader = (pagePath: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`

const page = (script: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"></div>${script}<script src="/app.js" async></script></body></html>`

describe("sharePagePathScript", () => {
  it("gives two pages' loader scripts the same text, and each its own address", () => {
    const home = sharePagePathScript(page(gatsbyLoader("/")))
    const project = sharePagePathScript(page(gatsbyLoader("/projetos/estacao-de-tratamento/")))
    const text = (html: string | null) =>
      /<script id="gatsby-script-loader"[^>]*>([^<]*)</.exec(html ?? "")?.[1]
    expect(text(home)).toBe(SHARED_LOADER_TEXT)
    expect(text(project)).toBe(SHARED_LOADER_TEXT)
    expect(home).toContain('data-page-path="/"')
    expect(project).toContain('data-page-path="/projetos/estacao-de-tratamento/"')
    expect(project).toContain('<script src="/app.js" async></script>')
  })

  it("sets window.pagePath to the page's address when the browser runs it", () => {
    const address = '/a"b&c/?q=1'
    const html = sharePagePathScript(page(gatsbyLoader(address))) ?? ""
    const attribute = /data-page-path="([^"]*)"/.exec(html)?.[1]
    expect(attribute).toBe("/a&quot;b&amp;c/?q=1")
    // The rewritten page as the browser parses it, and its script's text run as that script.
    const script = new DOMParser()
      .parseFromString(html, "text/html")
      .getElementById("gatsby-script-loader") as HTMLScriptElement
    Object.defineProperty(document, "currentScript", { value: script, configurable: true })
    new Function(script.text)()
    expect((window as unknown as { pagePath: string }).pagePath).toBe(address)
  })

  it("leaves a page alone when it has no loader script of Gatsby's form, or was already rewritten", () => {
    const once = sharePagePathScript(page(gatsbyLoader("/")))
    expect(once).not.toBeNull()
    expect(sharePagePathScript(once ?? "")).toBeNull()
    // The form without slices also carries the compilation hash: not rewritten, still allowed.
    const withHash = `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="abc";/*]]>*/</script>`
    expect(sharePagePathScript(page(withHash))).toBeNull()
    expect(sharePagePathScript("<!DOCTYPE html><p>admin</p>")).toBeNull()
  })
})

/** @jest-environment node */
import type { ReactNode } from "react"
import { isValidElement } from "react"
import { renderToString } from "react-dom/server"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import {
  hasServerImage,
  withoutServerImageSupport,
} from "../../../plugins/page-startup/server-image-support"
import { onPreRenderHTML, onRenderBody } from "../../../plugins/page-startup/gatsby-ssr"

/** gatsby-plugin-image's own server hooks (the package declares no types for them). */
const imagePlugin = jest.requireActual<{
  onRenderBody: (args: { setHeadComponents: (components: ReactNode[]) => void }) => void
}>("gatsby-plugin-image/gatsby-ssr")

/** What gatsby-plugin-image itself puts in every page's head. */
function imagePluginHead(): ReactNode[] {
  const head: ReactNode[] = []
  imagePlugin.onRenderBody({ setHeadComponents: (components) => head.push(...components) })
  return head
}

/** The plugin's own component (the project's mock draws a bare <img>), as a build renders it. */
const { GatsbyImage } =
  jest.requireActual<typeof import("gatsby-plugin-image")>("gatsby-plugin-image")

const keys = (components: ReactNode[]) =>
  components.map((component) => (isValidElement(component) ? component.key : null))

const IMAGE: IGatsbyImageData = {
  layout: "constrained",
  width: 320,
  height: 200,
  images: { fallback: { src: "/static/capa.jpg" } },
}

/** Runs the page-startup plugin's two hooks for one page, as a build does. */
function renderPage(pathname: string, bodyHtml: string | undefined, head: ReactNode[]) {
  let result = head
  const setHeadComponents = () => undefined
  ;(onRenderBody as (args: object) => void)({ pathname, bodyHtml, setHeadComponents })
  ;(onPreRenderHTML as (args: object) => void)({
    pathname,
    getHeadComponents: () => result,
    replaceHeadComponents: (components: ReactNode[]) => (result = components),
  })
  return result
}

describe("gatsby-plugin-image's head on pages without server-rendered images", () => {
  it("keeps the plugin's image styles and drops its script and <noscript> style", () => {
    const head = imagePluginHead()
    expect(keys(head)).toEqual([
      "gatsby-image-style",
      "gatsby-image-style-noscript",
      "gatsby-image-style-script",
    ])
    expect(keys(withoutServerImageSupport(head))).toEqual(["gatsby-image-style"])
  })

  it("recognises an image the plugin rendered on the server, and plain markup as none", () => {
    expect(hasServerImage(renderToString(<GatsbyImage image={IMAGE} alt="Capa" />))).toBe(true)
    expect(hasServerImage('<picture><img src="/static/capa.jpg" alt="Capa"></picture>')).toBe(false)
  })

  it("drops them from a page whose body has no such image", () => {
    const head = [<meta key="description" name="description" content="x" />, ...imagePluginHead()]
    expect(keys(renderPage("/projetos/", "<main><picture></picture></main>", head))).toEqual([
      "description",
      "gatsby-image-style",
    ])
  })

  it("leaves the head alone on a page with one, or whose body is not known", () => {
    const withImage = `<main>${renderToString(<GatsbyImage image={IMAGE} alt="Capa" />)}</main>`
    expect(keys(renderPage("/", withImage, imagePluginHead()))).toHaveLength(3)
    expect(keys(renderPage("/privacidade/", undefined, imagePluginHead()))).toHaveLength(3)
  })
})

/** @jest-environment node */
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import styled from "@emotion/styled"
import { renderToString } from "react-dom/server"
import { mergeEmotionStyles } from "../../../plugins/page-startup/emotion-styles"
import {
  COMPONENT_STYLES_ID,
  GLOBAL_STYLES_ID,
  STYLE_KEY,
  STYLE_NAMES_ATTRIBUTE,
} from "../../../src/styles/style-names"

const Title = styled.h1`
  color: rgb(1, 2, 3);
`
const Note = styled.p`
  margin: 7px;
`

const GLOBAL = `<style id="${GLOBAL_STYLES_ID}">body{margin:0}</style>`

/**
 * A page as Gatsby writes it: the global styles and Head tags in <head>, and Emotion's server
 * output (components styled under the site's key, each without a shared cache, so a style can
 * be written twice) inside <body>.
 */
function page(head = `${GLOBAL}<title>Projetos</title>`): string {
  const styled = (element: JSX.Element) =>
    renderToString(<CacheProvider value={createCache({ key: STYLE_KEY })}>{element}</CacheProvider>)
  const body =
    styled(<Title>Projetos</Title>) +
    styled(
      <>
        <Note>um</Note>
        <Note>dois</Note>
      </>,
    ) +
    styled(<Title as="h2">Contato</Title>)
  return `<!DOCTYPE html><html><head>${head}</head><body><div id="___gatsby">${body}</div><script src="/app.js"></script></body></html>`
}

const componentTags = (html: string) =>
  html.match(new RegExp(`<style data-emotion="${STYLE_KEY} [^"]*"[^>]*>`, "g")) ?? []
const MERGED = `<style id="${COMPONENT_STYLES_ID}" ${STYLE_NAMES_ATTRIBUTE}="`
const withoutStyles = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")

describe("Emotion's style tags merged into one per page", () => {
  it("leaves one tag, outside Emotion's reach, with every style's name and rules once, in their order", () => {
    const before = page()
    const names = componentTags(before).flatMap((tag) => /"hs ([^"]*)"/.exec(tag)![1].split(" "))
    const distinct = [...new Set(names)]
    expect(names.length).toBeGreaterThan(distinct.length)
    expect(distinct).toHaveLength(2)
    const after = mergeEmotionStyles(before)!
    expect(componentTags(after)).toEqual([])
    expect(after.match(/<style[^>]*>/g)).toEqual([
      `<style id="${GLOBAL_STYLES_ID}">`,
      `${MERGED}${distinct.join(" ")}">`,
    ])
    expect(after.match(/rgb\(1, 2, 3\)/g)).toHaveLength(1)
    expect(after.indexOf("rgb(1, 2, 3)")).toBeLessThan(after.indexOf("margin:7px"))
  })

  it("puts it in <head>, right after the global styles, where the style cache inserts", () => {
    const after = mergeEmotionStyles(page())!
    expect(after).toContain(`${GLOBAL}${MERGED}`)
    expect(after.indexOf(MERGED)).toBeLessThan(after.indexOf("</head>"))
    expect(after.slice(after.indexOf("<body"))).not.toContain("<style")
  })

  it("without the global styles, puts it where the first one was, before the content", () => {
    const after = mergeEmotionStyles(page("<title>Projetos</title>"))!
    const merged = after.indexOf(MERGED)
    expect(merged).toBeGreaterThan(after.indexOf("<body"))
    expect(merged).toBeLessThan(after.indexOf("<h1"))
  })

  it("changes nothing else: the markup without style tags and the head's other tags are the same", () => {
    const before = page()
    const after = mergeEmotionStyles(before)!
    expect(withoutStyles(after)).toBe(withoutStyles(before))
    expect(after.startsWith(`<!DOCTYPE html><html><head>${GLOBAL}`)).toBe(true)
    expect(after).toContain("<title>Projetos</title></head>")
  })

  it("leaves a page alone when there is nothing to merge, including a page merged before", () => {
    expect(mergeEmotionStyles("<html><head></head><body><p>oi</p></body></html>")).toBeNull()
    expect(mergeEmotionStyles(mergeEmotionStyles(page())!)).toBeNull()
  })
})

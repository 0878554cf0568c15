/** @jest-environment node */
import { Global, css } from "@emotion/react"
import styled from "@emotion/styled"
import { renderToString } from "react-dom/server"
import { mergeEmotionStyles } from "../../../plugins/page-startup/emotion-styles"

const Title = styled.h1`
  color: rgb(1, 2, 3);
`
const Note = styled.p`
  margin: 7px;
`

/** A page as Gatsby writes it: Emotion's server output inside <body>, a style of our own in <head>. */
function page(): string {
  const body = renderToString(
    <div id="___gatsby">
      <Global styles={css({ body: { margin: 0 } })} />
      <Title>Projetos</Title>
      <Note>um</Note>
      <Note>dois</Note>
      <Title as="h2">Contato</Title>
    </div>,
  )
  return `<!DOCTYPE html><html><head><style>.x{}</style></head><body>${body}<script src="/app.js"></script></body></html>`
}

const componentTags = (html: string) => html.match(/<style data-emotion="css [^"]*"[^>]*>/g) ?? []
const withoutStyles = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")

describe("Emotion's style tags merged into one per page", () => {
  it("leaves one tag, marked as moved, with every style's name and rules once, in their order", () => {
    const before = page()
    const names = componentTags(before).flatMap((tag) => /"css ([^"]*)"/.exec(tag)![1].split(" "))
    const distinct = [...new Set(names)]
    expect(distinct).toHaveLength(2)
    const after = mergeEmotionStyles(before)!
    expect(componentTags(after)).toEqual([
      `<style data-emotion="css ${distinct.join(" ")}" data-s="">`,
    ])
    expect(after.match(/rgb\(1, 2, 3\)/g)).toHaveLength(1)
    expect(after.indexOf("rgb(1, 2, 3)")).toBeLessThan(after.indexOf("margin:7px"))
  })

  it("puts it where the first one was, after the global styles and before the content", () => {
    const after = mergeEmotionStyles(page())!
    const merged = after.indexOf('<style data-emotion="css ')
    expect(merged).toBeGreaterThan(after.indexOf('data-emotion="css-global'))
    expect(merged).toBeLessThan(after.indexOf("<h1"))
  })

  it("changes nothing else: the markup without style tags and the global styles are the same", () => {
    const before = page()
    const after = mergeEmotionStyles(before)!
    expect(withoutStyles(after)).toBe(withoutStyles(before))
    expect(after).toContain(/<style data-emotion="css-global[^>]*>[^<]*<\/style>/.exec(before)![0])
    expect(after.startsWith("<!DOCTYPE html><html><head><style>.x{}</style></head>")).toBe(true)
  })

  it("leaves a page alone when there is nothing to merge, including a page merged before", () => {
    expect(mergeEmotionStyles("<html><head></head><body><p>oi</p></body></html>")).toBeNull()
    expect(mergeEmotionStyles(mergeEmotionStyles(page())!)).toBeNull()
  })
})

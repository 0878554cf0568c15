/** @jest-environment node */
import { isValidElement, type ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import styled from "@emotion/styled"
import { placeStylesAfterGlobalCss, renderBodyWithStyles } from "../../src/styles/emotion-ssr"
import { GLOBAL_STYLES_ID } from "../../src/styles/style-names"

const Box = styled.div`
  color: rgb(1, 2, 3);
`
const Label = styled.label`
  display: block;
  span {
    font-weight: 700;
  }
`

/** A form label with styled children, as the quote form has: styles that once landed in <label>. */
function Page() {
  return (
    <main>
      <Box>um</Box>
      <Label>
        <Box>dois</Box>
        <span>três</span>
      </Label>
      <Box>quatro</Box>
    </main>
  )
}

const markup = (elements: ReactElement[]) => elements.map((e) => renderToStaticMarkup(e)).join("")

describe("renderBodyWithStyles", () => {
  it("renders the body without <style> elements and gives its styles once, for the head", async () => {
    const { html, styles } = await renderBodyWithStyles(<Page />)
    expect(html).toContain("<main>")
    expect(html).toContain("quatro")
    expect(html).not.toContain("<style")

    expect(styles).toHaveLength(1)
    const tag = markup(styles)
    const [key, ...ids] = (styles[0].props as { "data-emotion": string })["data-emotion"].split(" ")
    // Emotion's default key: the browser's cache adopts style[data-emotion^="css "] elements.
    expect(key).toBe("css")
    const classes = new Set([...html.matchAll(/class="css-([\w-]+)"/g)].map((match) => match[1]))
    expect(new Set(ids)).toEqual(classes)
    expect(ids).toHaveLength(2)
    expect(tag.match(/color:rgb\(1, 2, 3\)/g)).toHaveLength(1)
    expect(tag).toContain("font-weight:700")
  })

  it("gives a new cache to each page: a style used on two pages is in both heads", async () => {
    const first = await renderBodyWithStyles(<Box>a</Box>)
    const second = await renderBodyWithStyles(<Box>b</Box>)
    expect(markup(second.styles)).toBe(markup(first.styles))
    expect(markup(second.styles)).toContain("color:rgb(1, 2, 3)")
  })

  it("gives no style element to a body without styles", async () => {
    const { html, styles } = await renderBodyWithStyles(<p>só texto</p>)
    expect(html).toBe("<p>só texto</p>")
    expect(styles).toEqual([])
  })

  it("fails as Gatsby's own rendering does when a component throws", async () => {
    const Broken = () => {
      throw new Error("quebrou")
    }
    await expect(renderBodyWithStyles(<Broken />)).rejects.toThrow("quebrou")
  })
})

describe("placeStylesAfterGlobalCss", () => {
  it("puts the components' styles right after the global styles, the rest in its order", async () => {
    const { styles } = await renderBodyWithStyles(<Page />)
    const head = [
      ...styles,
      <meta key="generator" name="generator" />,
      <style key="gatsby-image" />,
      <style key={GLOBAL_STYLES_ID} id={GLOBAL_STYLES_ID} />,
      <title key="title">t</title>,
    ]
    const keys = placeStylesAfterGlobalCss(head).map((node) => isValidElement(node) && node.key)
    expect(keys).toEqual([
      "generator",
      "gatsby-image",
      GLOBAL_STYLES_ID,
      `emotion-${(styles[0].props as { "data-emotion": string })["data-emotion"]}`,
      "title",
    ])
  })

  it("puts them last when there are no global styles", async () => {
    const { styles } = await renderBodyWithStyles(<Page />)
    const head = [...styles, <title key="title">t</title>]
    expect(placeStylesAfterGlobalCss(head).at(-1)).toBe(styles[0])
  })
})

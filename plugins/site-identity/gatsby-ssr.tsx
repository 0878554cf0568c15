import type { GatsbySSR } from "gatsby"
import { paletteCss, type Palette } from "./palette"

/** The firm's colours, from gatsby-node.ts: PALETTE_ENV written out, as Gatsby needs it. */
const palette = JSON.parse(process.env.GATSBY_CORES_DA_EMPRESA ?? "{}") as Palette

/**
 * The firm's colours in each page's <head>: the CSS custom properties the theme's colours name
 * (src/styles/firm-colors.ts), and the browser's theme colour.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <style key="cores-da-empresa" dangerouslySetInnerHTML={{ __html: paletteCss(palette) }} />,
    <meta key="theme-color" name="theme-color" content={palette.primary} />,
  ])
}

import type { GatsbySSR } from "gatsby"
import { contentDir } from "../content-model/content-dir"
import { paletteCss } from "./palette"
import { readPalette } from "./read-palette"

/** Read once per build, not for each page rendered. */
const palette = readPalette(contentDir())

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

import { useMemo, type ReactNode } from "react"
import createCache from "@emotion/cache"
import { CacheProvider, Global, ThemeProvider } from "@emotion/react"
import { theme } from "../../../src/styles/theme"
import { globalCss } from "../../../src/styles/global-css"
import { paletteCss } from "../../site-identity/palette"
import { PREVIEW } from "./firm-words"

/**
 * The site's theme and styles inside Decap's preview frame. The preview is drawn into an
 * <iframe>, but its script runs in the editor's page: left alone, Emotion would insert every
 * style into the editor's own <head>, where the frame never sees them (Decap CMS issues #793
 * and #1599). A cache whose container is the frame's <head> puts them where the preview is.
 * The firm's colours, as the last build read them, are set as the site's pages set them.
 */
export function SiteFrame({ document, children }: { document: Document; children: ReactNode }) {
  // The class prefix "previa" keeps the preview's styles apart from the site's `css-` and Decap's.
  const cache = useMemo(() => createCache({ key: "previa", container: document.head }), [document])
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {PREVIEW.palette && <Global styles={paletteCss(PREVIEW.palette)} />}
        <Global styles={globalCss(theme)} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}

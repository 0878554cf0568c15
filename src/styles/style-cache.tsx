import { useState, type ReactNode } from "react"
import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import {
  COMPONENT_STYLES_ID,
  GLOBAL_STYLES_ID,
  STYLE_KEY,
  STYLE_NAMES_ATTRIBUTE,
} from "./style-names"

let browserCache: EmotionCache | undefined

/**
 * In the browser, one cache for the page's life. The build left the page's component styles in
 * one tag in <head> (plugins/page-startup/emotion-styles.ts): the cache counts its styles as
 * inserted and puts new ones after it. Emotion's own way of taking server-rendered styles over
 * moves each tag, which makes the browser parse it again and recompute the page's styles while
 * the app starts. On the server, a cache per page, so each page carries every style it uses.
 */
function styleCache(): EmotionCache {
  if (typeof document === "undefined") return createCache({ key: STYLE_KEY })
  if (browserCache) return browserCache
  const built = document.getElementById(COMPONENT_STYLES_ID)
  const insertionPoint = built ?? document.getElementById(GLOBAL_STYLES_ID) ?? undefined
  const cache = createCache({
    key: STYLE_KEY,
    container: insertionPoint?.parentElement ?? undefined,
    insertionPoint,
  })
  for (const name of built?.getAttribute(STYLE_NAMES_ATTRIBUTE)?.split(" ") ?? []) {
    cache.inserted[name] = true
  }
  browserCache = cache
  return cache
}

export function StyleCache({ children }: { children: ReactNode }) {
  const [cache] = useState(styleCache)
  return <CacheProvider value={cache}>{children}</CacheProvider>
}

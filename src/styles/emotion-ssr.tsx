import { Writable } from "node:stream"
import { isValidElement, type ReactElement, type ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import createCache from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import createEmotionServer from "@emotion/server/create-instance"
import { GLOBAL_STYLES_ID } from "./style-names"

/** Where the page's component styles go: keys of the <style> elements put in the <head>. */
const STYLE_KEY_PREFIX = "emotion-"

export interface RenderedBody {
  html: string
  /** The components' styles, as <style data-emotion="css …"> elements for the <head>. */
  styles: ReactElement[]
}

/**
 * Renders the body as Gatsby does under one Emotion cache for this page and returns its styles
 * for the <head> (emotion.sh/docs/ssr). The key is Emotion's default, "css", so the browser's
 * cache reads these elements and does not insert the same styles again.
 */
export async function renderBodyWithStyles(body: ReactNode): Promise<RenderedBody> {
  const cache = createCache({ key: "css" })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = await renderToHtml(<CacheProvider value={cache}>{body}</CacheProvider>)
  const styles = extractCriticalToChunks(html)
    .styles.filter(({ css }) => css !== "")
    .map(({ key, ids, css }) => {
      const name = `${key} ${ids.join(" ")}`
      return (
        <style
          key={`${STYLE_KEY_PREFIX}${name}`}
          data-emotion={name}
          dangerouslySetInnerHTML={{ __html: css }}
        />
      )
    })
  return { html, styles }
}

/**
 * The head with the components' styles right after the global styles: where they came last in
 * the cascade when Emotion wrote them in the body (after every other stylesheet of the head).
 */
export function placeStylesAfterGlobalCss(head: ReactNode[]): ReactNode[] {
  const isComponentStyle = (node: ReactNode) =>
    isValidElement(node) && String(node.key ?? "").startsWith(STYLE_KEY_PREFIX)
  const styles = head.filter(isComponentStyle)
  const rest = head.filter((node) => !isComponentStyle(node))
  const global = rest.findIndex((node) => isValidElement(node) && node.key === GLOBAL_STYLES_ID)
  const at = global === -1 ? rest.length : global + 1
  return [...rest.slice(0, at), ...styles, ...rest.slice(at)]
}

/** React's stream into one string once the whole page is ready, as Gatsby's static-entry.js. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, next) {
        chunks.push(Buffer.from(chunk))
        next()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"))
        done()
      },
    })
    sink.on("error", reject)
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

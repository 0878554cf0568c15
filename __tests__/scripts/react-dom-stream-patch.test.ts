/** @jest-environment node */
import path from "node:path"
import { Writable } from "node:stream"
import React, { type ReactNode } from "react"

/**
 * Our patch of React 18.3.1's Node stream renderer (patches/react-dom+18.3.1.patch, applied by
 * `npm install`), the fix of facebook/react#26228. renderToPipeableStream, which writes every page
 * of `gatsby build`, encodes text into a 2,048-byte buffer; unpatched, when a multi-byte character
 * does not fit at the end, it sends the whole buffer, NUL bytes and all, instead of the part
 * written.
 */
interface FizzServer {
  renderToPipeableStream(
    element: ReactNode,
    options: { onAllReady(): void; onError(error: unknown): void },
  ): { pipe(destination: Writable): void }
}

const VIEW_SIZE = 2048
const CJS = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs")
// react-dom/server loads the first under NODE_ENV=production (gatsby build), the second otherwise.
const BUILDS = [
  "react-dom-server.node.production.min.js",
  "react-dom-server.node.development.js",
] as const

function load(file: string): FizzServer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(CJS, file)) as FizzServer
}

function render(server: FizzServer, element: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const destination = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(Buffer.from(chunk))
        done()
      },
    })
    destination.on("finish", () => resolve(Buffer.concat(chunks)))
    const { pipe } = server.renderToPipeableStream(element, {
      onAllReady: () => pipe(destination),
      onError: reject,
    })
  })
}

const WORD = "irrigação"
const WORDS = 200

/** The page: `pad` letters, then many short words with two-byte characters, as a card grid has. */
const page = (pad: number) =>
  React.createElement(
    "p",
    null,
    "x".repeat(pad),
    Array.from({ length: WORDS }, (_, key) => React.createElement("b", { key }, WORD)),
  )
const expected = (pad: number) =>
  Buffer.from(`<p>${"x".repeat(pad)}${`<b>${WORD}</b>`.repeat(WORDS)}</p>`)
/** A UTF-8 continuation byte: the middle of a multi-byte character. */
const continues = (byte: number | undefined) => byte !== undefined && (byte & 0xc0) === 0x80

/** One padding per byte of a word's markup: every alignment of the words against the buffer. */
const PADS = Array.from({ length: Buffer.byteLength(`<b>${WORD}</b>`) }, (_, i) => i + 1)

it("puts a two-byte character across the 2,048-byte buffer's end for some paddings", () => {
  const across = PADS.filter((pad) => continues(expected(pad)[VIEW_SIZE]))
  expect(across.length).toBeGreaterThan(0)
})

describe.each(BUILDS)("react-dom/cjs/%s", (file) => {
  it.each(PADS)("streams the page byte for byte, no NUL added (padding %i)", async (pad) => {
    const html = await render(load(file), page(pad))
    expect(html.indexOf(0)).toBe(-1)
    expect(html.equals(expected(pad))).toBe(true)
  })
})

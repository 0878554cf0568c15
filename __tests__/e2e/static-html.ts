import type { APIRequestContext } from "@playwright/test"
import { JSDOM } from "jsdom"
import { expect } from "./fixtures"

/**
 * Reading the HTML the server sends, without a browser page: what a page says before any script
 * runs (its text, links, JSON-LD, head) is checked this way, many pages in one test. jsdom parses
 * it and runs none of its scripts. Behaviour (hydration, clicks, focus, layout) stays with the
 * browser.
 */
export async function servedDocument(
  request: APIRequestContext,
  pathname: string,
): Promise<Document> {
  const response = await request.get(pathname)
  expect(response.status(), pathname).toBe(200)
  return parseHtml(await response.text())
}

export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document
}

/** The first element `selector` names under `root`; the test fails, naming it, if there is none. */
export function one(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector)
  if (!found) throw new Error(`no ${selector} in the HTML`)
  return found
}

/** The text a visitor reads in an element: without the styles and scripts inside it. */
export function textOf(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll("style, script")) hidden.remove()
  return (copy.textContent ?? "").replace(/\s+/g, " ")
}

/** The links under `root`, as their text and their href. */
export function links(root: ParentNode): { text: string; href: string }[] {
  return [...root.querySelectorAll("a")].map((link) => ({
    text: textOf(link).trim(),
    href: link.getAttribute("href") ?? "",
  }))
}

/** The JSON-LD blocks of a document. */
export function jsonLdOf(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  )
}

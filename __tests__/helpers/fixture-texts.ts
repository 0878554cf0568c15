/**
 * The texts.json the tests' site was built from, with its words in braces filled from the same
 * content's site.json, as the pages show them: the end-to-end tests read the content, never a
 * copy of its words.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { HomeTexts, PageTexts } from "../../src/lib/site-texts"
import { fillText, firmWords, type Words } from "../../src/lib/site-texts"

const CONTENT = process.env.CONTENT_DIR ?? "__tests__/fixtures/content"
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(CONTENT, file), "utf8")) as T

export const builtTexts = read<HomeTexts & PageTexts>("texts.json")

const words = firmWords(read<Parameters<typeof firmWords>[0]>("site.json"))

/** A text of texts.json as the page shows it (`more`: the page's own facts, "{clientes}"…). */
export const shownText = (text: string, more: Words = {}) => fillText(text, { ...words, ...more })

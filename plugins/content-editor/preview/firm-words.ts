import type { PreviewFacts } from "../preview-words"

/** Written into preview.js by its build (build.ts): the build's facts for the words in braces. */
declare const PREVIEW_FACTS: PreviewFacts | undefined

/** What the words in braces stand for, as the last build of the site filled them. */
export const PREVIEW: PreviewFacts =
  typeof PREVIEW_FACTS === "undefined" ? { words: {}, stateCount: 0 } : PREVIEW_FACTS

import { BannerPlugin, Compilation } from "webpack"

/** V8's explicit compile hint (Chrome 136 and later); other engines read it as a comment. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * Puts the compile hint on the first line of the scripts every page runs at start-up (webpack's
 * runtime, the framework and the app chunks, which are the initial chunks). Chrome then
 * compiles their functions on the thread that streams the script in, instead of compiling each
 * one on the main thread the first time it is called, which made evaluating the framework and
 * app chunks one of the longest tasks of a page load.
 * Page and dialog chunks keep lazy compilation: much of their code runs only on a click.
 * It runs after minification, which would drop the comment, and before the source maps are
 * written, so they account for the added line.
 */
export function compileHintsPlugin(): BannerPlugin {
  return new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  })
}

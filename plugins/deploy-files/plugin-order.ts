/**
 * deploy-files reads the finished build in its onPostBuild, which Gatsby runs in the order of
 * gatsby-config's list: a plugin after it could change a page or add a file _headers misses.
 */
export const DEPLOY_FILES = "deploy-files"

type PluginEntry = string | { resolve: string }

/** Null when deploy-files is the last plugin; otherwise the message that stops the build. */
export function deployFilesOrderProblem(plugins: readonly PluginEntry[]): string | null {
  const names = plugins.map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve))
  const at = names.indexOf(DEPLOY_FILES)
  if (at === names.length - 1 && at >= 0) return null
  const where =
    at < 0
      ? "não está na lista / is not in the list"
      : `vem antes de / comes before: ${names.slice(at + 1).join(", ")}`
  return (
    `gatsby-config.ts: o plugin "${DEPLOY_FILES}" precisa ser o último da lista de plugins, ` +
    `porque lê os arquivos que os outros escrevem depois do build; ${where}. ` +
    `Mova-o para o fim da lista. / The "${DEPLOY_FILES}" plugin must be the last plugin in ` +
    `gatsby-config.ts, since it reads the files the others write after the build; move it to ` +
    `the end of the list.`
  )
}

/** Throws the problem, if any: gatsby-config.ts runs this, so `gatsby build` stops at once. */
export function assertDeployFilesLast(plugins: readonly PluginEntry[]): void {
  const problem = deployFilesOrderProblem(plugins)
  if (problem) throw new Error(problem)
}

/**
 * Checks content/ (or CONTENT_DIR) before deploy: npx tsx scripts/check-content.ts [contentDir]
 * Prints every problem with its fix, then a summary; exits 1 when there are errors.
 */
import { checkContent, formatReport } from "../plugins/content-model/content-check"
import { contentDir } from "../plugins/content-model/content-dir"

async function main(): Promise<void> {
  const report = await checkContent(process.argv[2] ?? contentDir())
  console.log(formatReport(report))
  process.exitCode = report.errors.length > 0 ? 1 : 0
}

main().catch((caught: unknown) => {
  console.error("Não foi possível verificar o conteúdo:", caught)
  process.exitCode = 1
})

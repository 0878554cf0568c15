/**
 * Checks content/ before deploy: npx tsx scripts/check-content.ts [contentDir]
 * Prints every problem with its fix, then a summary; exits 1 when there are errors.
 */
import { checkContent, formatReport } from "./lib/content-check"

async function main(): Promise<void> {
  const contentDir = process.argv[2] ?? "content"
  const report = await checkContent(contentDir)
  console.log(formatReport(report))
  process.exitCode = report.errors.length > 0 ? 1 : 0
}

main().catch((caught: unknown) => {
  console.error("Não foi possível verificar o conteúdo:", caught)
  process.exitCode = 1
})

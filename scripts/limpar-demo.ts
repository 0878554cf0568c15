/**
 * `npm run limpar-demo [-- --sim | --lista]`: removes the demo firm from content/ (or
 * CONTENT_DIR) after showing the plan and asking (docs/architecture.md names what it removes).
 */
import { createInterface } from "node:readline/promises"
import { contentDir } from "../plugins/content-model/content-dir"
import { demoList } from "../plugins/demo-guard/demo-build"
import { findDemoContent } from "../plugins/demo-guard/demo-findings"
import { applyCleanup, planCleanup } from "./lib/demo/clean-demo"

async function main(args: string[]): Promise<number> {
  const content = contentDir()
  if (!args.includes("--lista")) {
    const plan = await planCleanup(content)
    if (plan.report.length === 0) console.log("Nada da demonstração a remover.")
    else {
      console.log(`Para tirar a demonstração de ${content}:\n${plan.report.join("\n")}`)
      if (!args.includes("--sim") && !(await confirmed())) {
        console.log("Nada foi mudado.")
        return 1
      }
      await applyCleanup(plan)
      console.log("Feito. Confira com npm run check:content.")
    }
  }
  const left = await findDemoContent(content)
  if (left.length === 0) console.log("Não resta nada da demonstração: o site pode ser publicado.")
  else
    console.log(
      "\nAinda falta trocar (a publicação, CONTEXT=production, para até que estejam " +
        `trocados; docs/LANCAMENTO.md, passo 2):\n${demoList(left)}`,
    )
  return 0
}

async function confirmed(): Promise<boolean> {
  if (!process.stdin.isTTY) {
    console.log("Para confirmar sem perguntas: npm run limpar-demo -- --sim")
    return false
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question('Apagar? Escreva "sim" para confirmar: ')
  prompt.close()
  return answer.trim().toLowerCase() === "sim"
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (caught: unknown) => {
    console.error("Não foi possível limpar a demonstração:", caught)
    process.exitCode = 1
  },
)

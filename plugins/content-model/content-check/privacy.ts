/**
 * content/privacy.json: the firm's privacy policy (src/lib/content-model/privacy.ts). Its table
 * refuses a policy without an LGPD essential: the controller, the data officer's contact, the
 * retention period or the rights.
 */
import { join } from "node:path"
import { locationFile } from "../../../src/lib/content-model/location"
import { PRIVACY_TYPE } from "../../../src/lib/content-model/privacy"
import { readJson } from "./json-file"
import { checkFields } from "./shape"
import { error, type Finding } from "./types"

export const PRIVACY_FILE = locationFile(PRIVACY_TYPE)

export async function checkPrivacy(
  contentDir: string,
  relative: (absolutePath: string) => string,
): Promise<Finding[]> {
  const absolutePath = join(contentDir, PRIVACY_FILE)
  const file = relative(absolutePath)
  const read = await readJson(absolutePath, file)
  if (read.status === "broken") return [read.finding]
  if (read.status === "missing")
    return [
      error(
        file,
        `Falta o arquivo ${PRIVACY_FILE} com a Política de Privacidade (a LGPD pede que o site ` +
          "diga quem é o controlador, o contato do encarregado, por quanto tempo os dados ficam " +
          "guardados e os direitos de quem os envia). Recupere-o da versão anterior do site ou " +
          "copie o do exemplo e ajuste os textos, seguindo o guia docs/CONTEUDO.md.",
      ),
    ]
  return checkFields(read.value, PRIVACY_TYPE, file)
}

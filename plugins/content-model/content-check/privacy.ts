/** content/privacy.json: its table refuses a policy without an LGPD essential. */
import { locationFile } from "../../../src/lib/content-model/location"
import { PRIVACY_TYPE } from "../../../src/lib/content-model/privacy"
import { readTypeFile, type ToFile } from "./json-file"
import { checkFields } from "./shape"
import type { Finding } from "./types"

const MISSING =
  `Falta o arquivo ${locationFile(PRIVACY_TYPE)} com a Política de Privacidade (a LGPD pede que ` +
  "o site diga quem é o controlador, o contato do encarregado, por quanto tempo os dados ficam " +
  "guardados e os direitos de quem os envia). Recupere-o da versão anterior do site ou copie o " +
  "do exemplo e ajuste os textos, seguindo o guia docs/CONTEUDO.md."

export async function checkPrivacy(contentDir: string, toFile: ToFile): Promise<Finding[]> {
  const read = await readTypeFile(contentDir, PRIVACY_TYPE, toFile, MISSING)
  if (read.status === "unread") return [read.finding]
  return checkFields(read.value, PRIVACY_TYPE, read.file)
}

/** Starting the form inbox and posting to it, for its tests. */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { createFormInbox, type FormInbox, type FormInboxOptions } from "../../scripts/form-inbox"

export const QUOTE = {
  nome: "José Conceição",
  email: "jose@exemplo.com.br",
  telefone: "(31) 3333-4444",
  empresa: "Saneamento São João Ltda.",
  tipo_projeto: "Abastecimento de Água",
  descricao: "Ampliação da captação e estação de tratamento; população de 12 mil habitantes.",
}

export let dataDir: string
const opened: FormInbox[] = []

/** A fresh data folder per test of the calling file; every inbox started is closed after. */
export function withInboxData(): void {
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "form-inbox-"))
  })

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((inbox) => inbox.close()))
    await fs.rm(dataDir, { recursive: true, force: true })
  })
}

export async function start(options: Partial<FormInboxOptions> = {}): Promise<FormInbox> {
  const inbox = await createFormInbox({ port: 0, dataDir, ...options })
  opened.push(inbox)
  return inbox
}

export function quoteForm(fields: Record<string, string> = QUOTE, gotcha = ""): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  data.append("_gotcha", gotcha)
  return data
}

export const post = (inbox: FormInbox, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(inbox.endpoint, {
    method: "POST",
    body,
    headers: { Accept: "application/json", ...headers },
  })

export async function listed(inbox: FormInbox) {
  const response = await fetch(inbox.endpoint, { headers: { Accept: "application/json" } })
  const { submissions } = (await response.json()) as { submissions: { fields: unknown }[] }
  return submissions
}

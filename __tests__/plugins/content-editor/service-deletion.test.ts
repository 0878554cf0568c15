/** @jest-environment node */
/**
 * The editor refuses to delete the last service (the build would stop without one), naming it;
 * it counts the services of the last build, less those deleted since the editor opened.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { runInNewContext } from "node:vm"
import { adminScript } from "../../../plugins/content-editor/admin-script"
import { lastServiceRefusal, lastServiceRefusals } from "../../../plugins/content-editor/refusals"

function servicesFolder(services: Record<string, unknown>): string {
  const content = path.join(mkdtempSync(path.join(tmpdir(), "services-")), "content")
  mkdirSync(path.join(content, "services"), { recursive: true })
  for (const [name, data] of Object.entries(services))
    writeFileSync(path.join(content, "services", `${name}.json`), JSON.stringify(data))
  return content
}

/** The admin script's preUnpublish listeners, as Decap runs them before deleting an entry. */
function editor(services: Record<string, string>) {
  const listeners: { name: string; handler: (event: unknown) => void }[] = []
  const CMS = {
    registerEventListener: (listener: (typeof listeners)[number]) => listeners.push(listener),
  }
  runInNewContext(adminScript({ services }), { window: { CMS } })
  return (slug: string, collection = "servicos"): unknown => {
    const entry = { get: (key: string) => ({ collection, slug })[key] }
    try {
      for (const listener of listeners.filter(({ name }) => name === "preUnpublish"))
        listener.handler({ entry })
    } catch (refusal) {
      return refusal
    }
    return null
  }
}

describe("deleting services in the editor", () => {
  it("reads each service of the build with the refusal that names it", () => {
    const content = servicesFolder({
      esgoto: { title: "Projeto de Esgoto", items: ["Rede"] },
      agua: { items: ["Adutora"] },
    })
    expect(lastServiceRefusals(content)).toEqual({
      esgoto: lastServiceRefusal("Projeto de Esgoto"),
      agua: lastServiceRefusal("agua"),
    })
    expect(lastServiceRefusal("Projeto de Esgoto")).toMatch(
      /^“Projeto de Esgoto” é o último serviço do site: .*Crie e publique outro serviço antes de excluir este/,
    )
    expect(lastServiceRefusals(path.join(content, "nada"))).toEqual({})
  })

  it("deletes services while another is left, and refuses the last one, naming it", () => {
    const remove = editor({
      esgoto: "último: Esgoto",
      agua: "último: Água",
      drenagem: "último: Drenagem",
    })
    expect(remove("esgoto")).toBeNull()
    expect(remove("agua")).toBeNull()
    expect(remove("drenagem")).toBe("último: Drenagem")
    // Refused, it stays; and the refusal holds however often it is asked.
    expect(remove("drenagem")).toBe("último: Drenagem")
  })

  it("refuses the only service at once, and leaves other collections alone", () => {
    const remove = editor({ esgoto: "último: Esgoto" })
    expect(remove("esgoto", "equipe")).toBeNull()
    expect(remove("esgoto")).toBe("último: Esgoto")
  })
})

/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkProject } from "../../../plugins/content-model/content-check/project-rules"
import { checkFields } from "../../../plugins/content-model/content-check/shape"
import { checkSite } from "../../../plugins/content-model/content-check/site-rules"
import { TEAM_TYPE } from "../../../src/lib/content-model/team"
import { validMember, validSite } from "../../helpers/valid-site"
import { cmsBridgeOrigins } from "../../../plugins/content-editor/backend"
import {
  cmsConfig,
  cmsConfigYaml,
  cmsOptionsFromEnv,
  editorSettingsProblem,
  nextProjectId,
} from "../../../plugins/content-editor/config"
import { onPreInit } from "../../../plugins/content-editor/gatsby-node"
import { PT_BR_PHRASES } from "../../../plugins/content-editor/pt-br-phrases"
import { ADMIN_HTML } from "../../../plugins/content-editor/admin-files"
import { adminContentSecurityPolicy } from "../../../plugins/deploy-files/admin-headers"
import type { CmsField } from "../../../plugins/content-editor/fields"

const NOW = new Date("2026-06-01T12:00:00Z")
const options = { githubRepo: "firma/site", githubBranch: "main", localBackend: false, now: NOW }

interface Collection {
  name: string
  fields?: CmsField[]
  files?: { fields: CmsField[] }[]
}
const collections = () => cmsConfig(options).collections as Collection[]
const collection = (name: string) => collections().find((item) => item.name === name)!
const projectFields = () => collection("projetos").fields!
const siteFields = () => collection("empresa").files![0].fields
const teamFields = () => collection("equipe").fields!
const byName = (fields: CmsField[], name: string) => fields.find((item) => item.name === name)!
const accepts = (item: CmsField, value: string) => new RegExp(item.pattern![0]).test(value)

const VALID_PROJECT = {
  id: 1,
  title: "T",
  description: "D",
  contratante: "SAAE de Itabira",
  location: "Itabira - MG",
  year: "2019",
  escopo: "Projeto executivo",
  categories: ["Esgoto"],
  responsaveis: ["ana-ribeiro"],
}

describe("the editor's configuration, generated from the content check's rules", () => {
  it("offers a project the firm's categories, from the list in content/categories.json", () => {
    expect(byName(projectFields(), "categories")).toMatchObject({
      widget: "relation",
      collection: "categorias",
      file: "categorias",
      value_field: "categories.*",
      search_fields: ["categories.*"],
      multiple: true,
      min: 1,
    })
    const list = collection("categorias").files![0] as { file: string; fields: CmsField[] }
    expect(list.file).toBe("content/categories.json")
    expect(byName(list.fields, "categories")).toMatchObject({ widget: "list", max: 30 })
  })

  it("refuses a privacy policy without its LGPD essentials, in the check's words", () => {
    const policy = collection("privacidade").files![0] as { file: string; fields: CmsField[] }
    expect(policy.file).toBe("content/privacy.json")
    const controller = byName(policy.fields, "controller")
    expect(accepts(controller, "A {razaoSocial} responde. Encarregado: {encarregadoEmail}.")).toBe(
      true,
    )
    expect(accepts(controller, "A empresa responde. Encarregado: {encarregadoEmail}.")).toBe(false)
    expect(accepts(controller, "A {razaoSocial} responde.")).toBe(false)
    expect(controller.pattern![1]).toContain("a página não diria quem é o controlador dos dados")
    expect(accepts(byName(policy.fields, "retention"), "Guardamos por {prazo}.")).toBe(true)
    expect(accepts(byName(policy.fields, "retention"), "Guardamos por um tempo.")).toBe(false)
    expect(byName(policy.fields, "rights")).toMatchObject({ widget: "list", min: 1 })
    expect(byName(policy.fields, "retentionMonths")).toMatchObject({ widget: "number", min: 1 })
  })

  it("is Portuguese, with the GitHub backend through Netlify's OAuth and no local backend", () => {
    const config = cmsConfig(options)
    expect(config.locale).toBe("pt")
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "firma/site",
      base_url: "https://api.netlify.com",
    })
    expect(config).not.toHaveProperty("local_backend")
    expect(cmsConfig({ ...options, localBackend: true }).local_backend).toEqual({
      url: "http://127.0.0.1:8081/api/v1",
      allowed_hosts: ["127.0.0.1", "localhost"],
    })
  })

  it("keeps each project in its folder, photos beside project.json", () => {
    expect(collection("projetos")).toMatchObject({
      folder: "content/projects",
      path: "{{slug}}/project",
      slug: "prj{{id}}",
      media_folder: "",
      public_folder: "",
      identifier_field: "title",
      format: "json",
    })
    expect(byName(projectFields(), "pictures")).toMatchObject({ widget: "list", max: 10 })
  })

  it("is JSON under a comment, which YAML reads", () => {
    const text = cmsConfigYaml(options)
    expect(text.startsWith("# Generated")).toBe(true)
    expect(JSON.parse(text.slice(text.indexOf("\n") + 1))).toEqual(
      JSON.parse(JSON.stringify(cmsConfig(options))),
    )
  })

  it("keeps edits as drafts (pull requests) until a maintainer publishes them", () => {
    expect(cmsConfig(options).publish_mode).toBe("editorial_workflow")
  })

  it("logs in without GitHub accounts through Git Gateway when CMS_BACKEND says so", () => {
    expect(cmsOptionsFromEnv({}).backend).toBe("github")
    const gateway = cmsOptionsFromEnv({ CMS_BACKEND: "git-gateway", CMS_GITHUB_BRANCH: "site" })
    expect(cmsConfig({ ...options, ...gateway }).backend).toEqual({
      name: "git-gateway",
      branch: "site",
      commit_messages: expect.objectContaining({ create: expect.stringContaining("Editor:") }),
    })
  })

  it("logs in people invited on DecapBridge when CMS_BACKEND=decapbridge", () => {
    const env = {
      CMS_BACKEND: "decapbridge",
      CMS_GITHUB_REPO: "firma/site",
      CMS_IDENTITY_URL: "https://auth.decapbridge.com/sites/0b6c2a8e-1f4d-4c3a-9e2b-7d5f8a1c3e90/",
    }
    const bridge = cmsOptionsFromEnv(env)
    expect(cmsConfig({ ...options, ...bridge }).backend).toEqual({
      name: "git-gateway",
      repo: "firma/site",
      branch: "main",
      identity_url: "https://auth.decapbridge.com/sites/0b6c2a8e-1f4d-4c3a-9e2b-7d5f8a1c3e90",
      gateway_url: "https://gateway.decapbridge.com",
      commit_messages: expect.objectContaining({ create: expect.stringContaining("Editor:") }),
    })
    // The editor's policy lets its page reach the bridge, and only with this backend.
    const origins = cmsBridgeOrigins(bridge)
    expect(origins).toEqual(["https://auth.decapbridge.com", "https://gateway.decapbridge.com"])
    expect(adminContentSecurityPolicy(false, origins)).toMatch(
      /connect-src [^;]*https:\/\/auth\.decapbridge\.com https:\/\/gateway\.decapbridge\.com/,
    )
    expect(cmsBridgeOrigins(cmsOptionsFromEnv({ ...env, CMS_BACKEND: "" }))).toEqual([])
    // A self-hosted bridge names its own gateway.
    const own = cmsOptionsFromEnv({ ...env, CMS_GATEWAY_URL: "https://git.firma.com.br" })
    expect(cmsConfig({ ...options, ...own }).backend).toMatchObject({
      gateway_url: "https://git.firma.com.br",
    })
  })

  it("stops the build in Portuguese on a backend or a bridge address it cannot use", () => {
    expect(() => cmsOptionsFromEnv({ CMS_BACKEND: "gitlab" })).toThrow(
      /^CMS_BACKEND="gitlab" não existe: use github, decapbridge, git-gateway .*publique de novo/,
    )
    expect(() => cmsOptionsFromEnv({ CMS_BACKEND: "decapbridge" })).toThrow(
      /^CMS_BACKEND=decapbridge precisa da variável CMS_IDENTITY_URL: .*painel do DecapBridge.*Environment variables/,
    )
    for (const [name, value] of [
      ["CMS_IDENTITY_URL", "auth.decapbridge.com/sites/abc"],
      ["CMS_IDENTITY_URL", "http://auth.decapbridge.com/sites/abc"],
      ["CMS_GATEWAY_URL", "https://gateway.decapbridge.com/?site=abc"],
    ]) {
      const env = {
        CMS_BACKEND: "decapbridge",
        CMS_IDENTITY_URL: "https://auth.decapbridge.com/sites/abc",
        [name]: value,
      }
      expect(() => cmsOptionsFromEnv(env)).toThrow(
        `${name}="${value}" não é um endereço válido: copie-o inteiro do painel do DecapBridge, começando com https://`,
      )
    }
  })

  it("previews projects, the team and the firm's data with the site's components, from the editor's page only", () => {
    expect(collection("projetos")).toMatchObject({ editor: { preview: true } })
    expect(collection("equipe")).toMatchObject({ editor: { preview: true } })
    expect(collection("empresa")).toMatchObject({ editor: { preview: true } })
    // After Decap's bundle, which defines window.CMS, h and createClass.
    expect(ADMIN_HTML.indexOf("decap-cms.js")).toBeLessThan(ADMIN_HTML.indexOf('"preview.js"'))
  })

  it("takes CMS_GITHUB_REPO as owner/name or as the repository's GitHub address", () => {
    for (const written of [
      "firma/site",
      " firma/site ",
      "https://github.com/firma/site",
      "https://github.com/firma/site.git",
      "https://github.com/firma/site/",
    ])
      expect(cmsOptionsFromEnv({ CMS_GITHUB_REPO: written }).githubRepo).toBe("firma/site")
    expect(cmsOptionsFromEnv({ CMS_GITHUB_REPO: "Firma-Eng/site.novo_2" }).githubRepo).toBe(
      "Firma-Eng/site.novo_2",
    )
  })

  it("stops on a CMS_GITHUB_REPO that names no GitHub repository, saying how to write it", () => {
    for (const written of [
      "site",
      "firma site",
      "firma/site/tree/main",
      "https://gitlab.com/firma/site",
      "-firma/site",
      "firma/..",
      "git@github.com:firma/site.git",
    ])
      expect(() => cmsOptionsFromEnv({ CMS_GITHUB_REPO: written })).toThrow(
        `CMS_GITHUB_REPO="${written}" não é um repositório do GitHub: escreva conta/nome, como suaempresa/site, ou o endereço do repositório, https://github.com/suaempresa/site`,
      )
    // Empty is no mistake: Netlify's REPOSITORY_URL is used.
    expect(
      cmsOptionsFromEnv({ CMS_GITHUB_REPO: "", REPOSITORY_URL: "https://github.com/a/b" }),
    ).toMatchObject({ githubRepo: "a/b" })
  })

  it("stops the build before anything is built, in Portuguese, on any of the editor's variables", () => {
    const stops = (env: NodeJS.ProcessEnv) => {
      const reporter = { panicOnBuild: jest.fn() }
      const saved = process.env
      process.env = { ...saved, CMS_BACKEND: "", CMS_GITHUB_REPO: "", ...env }
      try {
        ;(onPreInit as (args: unknown) => void)({ reporter })
      } finally {
        process.env = saved
      }
      return reporter.panicOnBuild.mock.calls.map(([message]) => String(message))
    }
    expect(stops({})).toEqual([])
    expect(stops({ CMS_GITHUB_REPO: "https://github.com/firma/site" })).toEqual([])
    expect(stops({ CMS_BACKEND: "gitlab" })).toEqual([
      expect.stringMatching(/^Editor de conteúdo \(\/admin\/\): CMS_BACKEND="gitlab" não existe/),
    ])
    expect(stops({ CMS_GITHUB_REPO: "firma" })).toEqual([
      expect.stringMatching(/^Editor de conteúdo \(\/admin\/\): CMS_GITHUB_REPO="firma" não é/),
    ])
    expect(stops({ CMS_BACKEND: "decapbridge" })).toEqual([
      expect.stringMatching(/CMS_IDENTITY_URL/),
    ])
    expect(editorSettingsProblem({ CMS_BACKEND: "github" })).toBeNull()
  })

  it("reads the repository from CMS_GITHUB_REPO or Netlify's REPOSITORY_URL", () => {
    expect(cmsOptionsFromEnv({ REPOSITORY_URL: "https://github.com/firma/site" }).githubRepo).toBe(
      "firma/site",
    )
    expect(cmsOptionsFromEnv({ CMS_GITHUB_REPO: "a/b", CMS_LOCAL_BACKEND: "1" })).toMatchObject({
      githubRepo: "a/b",
      localBackend: true,
    })
  })
})

describe("photos, order and numbers in the editor", () => {
  // What each picture field asks of Decap (JPEG 82, no metadata, no exact width) is in
  // __tests__/golden/admin-config.yml; the long side an upload is fitted to, e2e-cms/photo-upload.
  it("runs the admin script, which fits uploads, after Decap's bundle", () => {
    expect(ADMIN_HTML.indexOf("decap-cms.js")).toBeLessThan(ADMIN_HTML.indexOf("ajustes.js"))
  })

  it("opens the project list by number and offers year and title", () => {
    expect(collection("projetos")).toMatchObject({
      sortable_fields: [{ field: "id", default_sort: "asc" }, "year", "title"],
    })
  })

  it("offers the next free number, from the folders and the numbers in them", () => {
    const content = mkdtempSync(path.join(tmpdir(), "next-id-"))
    const dir = path.join(content, "projects")
    expect(nextProjectId(dir)).toBe(1)
    mkdirSync(dir)
    for (const [folder, id] of [
      ["prj2", 2],
      ["prj10", 10],
      ["prj9", 14],
    ] as const) {
      mkdirSync(path.join(dir, folder))
      writeFileSync(path.join(dir, folder, "project.json"), JSON.stringify({ id }))
    }
    mkdirSync(path.join(dir, "rascunho"))
    expect(nextProjectId(dir)).toBe(15)
    const id = byName(
      (cmsConfig({ ...options, nextProjectId: 15 }).collections as Collection[])[0].fields!,
      "id",
    )
    expect(id.default).toBe(15)
    expect(byName(projectFields(), "id")).not.toHaveProperty("default")
    expect(cmsOptionsFromEnv({ CONTENT_DIR: content }).nextProjectId).toBe(15)
  })

  it("says in Brazilian Portuguese what the full-width plus said", () => {
    expect(PT_BR_PHRASES.collection.collectionTop.newButton).toBe("Novo %{collectionLabel}")
    expect(JSON.stringify(PT_BR_PHRASES)).not.toMatch(/＋|ficheiro|utilizador|Guardar/)
  })
})

describe("the editor refuses what the content check refuses", () => {
  const projectAgrees = (name: "year" | "location", value: string) => {
    const editorAccepts = accepts(byName(projectFields(), name), value)
    const checkAccepts = checkProject({ ...VALID_PROJECT, [name]: value }, "p.json", 1).length === 0
    return [editorAccepts, checkAccepts]
  }

  it.each(["2019", "2000", String(NOW.getFullYear() + 1), "20199", "1999", "19", "2O19"])(
    "year %s",
    (year) => {
      const [editor, check] = projectAgrees("year", year)
      expect(editor).toBe(check)
    },
  )

  it.each([
    "Itabira - MG",
    "Belo Horizonte - MG",
    "Itabira",
    "Itabira-MG",
    "Itabira - XX",
    "Itabira - mg",
  ])("location %s", (location) => {
    const [editor, check] = projectAgrees("location", location)
    expect(editor).toBe(check)
  })

  it.each(["(31) 3555-0140", "31 99555-0140", "3135550140", "3555-0140", "(31) 3555-014x"])(
    "phone %s",
    (phone) => {
      const editor = accepts(byName(siteFields(), "phone"), phone)
      const check = !checkSite({ phone }, "site.json").some((item) => item.field === "phone")
      expect(editor).toBe(check)
    },
  )

  it.each(["11.222.333/0001-81", "11222333000181", "11.222.333/0001-8l", " 11.222.333/0001-81"])(
    "CNPJ %s, with the same words",
    (cnpj) => {
      const pattern = byName(siteFields(), "cnpj").pattern!
      const findings = checkSite({ ...validSite(), cnpj }, "site.json", NOW)
      const refusal = findings.find((item) => item.field === "cnpj")
      expect(accepts(byName(siteFields(), "cnpj"), cnpj)).toBe(!refusal)
      if (refusal) expect(refusal.message).toContain(`fora do formato: ${pattern[1]}.`)
    },
  )

  it.each(["CREA-MG 123456", "CREA-MG 123456/D", "CREA/MG 123456", "CREA-XX 123456", "123456"])(
    "CREA %s of the firm and of a team member, with the same words",
    (crea) => {
      const siteRefusal = checkSite({ ...validSite(), crea }, "site.json", NOW).find(
        (item) => item.field === "crea",
      )
      const teamRefusal = checkFields({ ...validMember(), crea }, TEAM_TYPE, "t.json", NOW).find(
        (item) => item.field === "crea",
      )
      expect(accepts(byName(siteFields(), "crea"), crea)).toBe(!siteRefusal)
      expect(accepts(byName(teamFields(), "crea"), crea)).toBe(!teamRefusal)
      for (const refusal of [siteRefusal, teamRefusal])
        if (refusal)
          expect(refusal.message).toContain(
            `fora do formato: ${byName(teamFields(), "crea").pattern![1]}.`,
          )
    },
  )
})

describe("'Textos do site' refuses what the check warns about, in the same words", () => {
  const texts = (cmsConfig(options).collections as Collection[]).find(
    (item) => item.name === "textos",
  )!.files![0].fields
  const inGroup = (group: string, name: string) =>
    (texts.find((field) => field.name === group)!.fields as CmsField[]).find(
      (field) => field.name === name,
    )!

  it("refuses a hero title one letter over its limit, and takes one at it", () => {
    const [regex, message] = inGroup("hero", "title").pattern!
    expect(new RegExp(regex).test("a".repeat(85))).toBe(true)
    expect(new RegExp(regex).test("a".repeat(86))).toBe(false)
    expect(message).toBe(
      "Use no máximo 85 caracteres: um texto mais longo desarruma a seção no celular ou no computador. Encurte o texto",
    )
  })

  it("takes a company description of several paragraphs within its limit", () => {
    const [regex] = inGroup("about", "description").pattern!
    expect(new RegExp(regex).test("Primeiro parágrafo.\nSegundo parágrafo.")).toBe(true)
  })

  it("refuses an empty hero title and company description (required)", () => {
    expect(inGroup("hero", "title").required ?? true).toBe(true)
    expect(inGroup("about", "description").required ?? true).toBe(true)
  })

  it("keeps a link's own rule beside its form", () => {
    const points = inGroup("hero", "points").fields as CmsField[]
    const [regex] = points.find((field) => field.name === "link")!.pattern!
    expect(new RegExp(regex).test("/equipe/#certificacoes")).toBe(true)
    expect(new RegExp(regex).test("equipe")).toBe(false)
  })
})

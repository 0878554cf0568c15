/** public/admin/config.yml from the content model's tables, as the content check reads them. */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { contentDir } from "../content-model/content-dir"
import { locationFile, locationFolder } from "../../src/lib/content-model/location"
import { PROJECT_TYPE, projectFolder, projectNumber } from "../../src/lib/content-model/project"
import { SERVICE_TYPE } from "../../src/lib/content-model/service"
import { TEAM_TYPE } from "../../src/lib/content-model/team"
import { backendConfig, cmsBackend, cmsBridge, cmsGithubRepo, type BackendOptions } from "./backend"
import { cmsFields } from "./fields"
import { fileCollections, PICTURES_BESIDE } from "./file-collections"

/** The team's collection: the editor refuses to delete a member a project names (admin-script.ts). */
export const TEAM_COLLECTION = "equipe"

/** Where decap-server listens for `npm run cms` (loopback only). */
export const LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1"
export const GITHUB_API = "https://api.github.com"

export interface CmsOptions extends BackendOptions {
  /** Offer Decap's local backend (decap-server) when the editor is opened on this machine. */
  localBackend: boolean
  /** The number a new project is offered: the content's highest project number + 1. */
  nextProjectId?: number
  now?: Date
}

/**
 * CMS_GITHUB_REPO, else Netlify's REPOSITORY_URL; CMS_GITHUB_BRANCH, else main. Throws, in
 * Portuguese with the fix, on a variable the editor could not work with (editorSettingsProblem).
 */
export function cmsOptionsFromEnv(env: NodeJS.ProcessEnv): CmsOptions {
  const fromUrl = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "")
  const backend = cmsBackend(env.CMS_BACKEND)
  return {
    githubRepo: env.CMS_GITHUB_REPO?.trim()
      ? cmsGithubRepo(env.CMS_GITHUB_REPO)
      : fromUrl?.[1] || "OWNER/REPOSITORIO",
    githubBranch: env.CMS_GITHUB_BRANCH || "main",
    backend,
    ...(backend === "decapbridge" ? { bridge: cmsBridge(env) } : {}),
    localBackend: env.CMS_LOCAL_BACKEND === "1" || env.CMS_LOCAL_BACKEND === "true",
    nextProjectId: nextProjectId(path.join(contentDir(env), locationFolder(PROJECT_TYPE))),
  }
}

/**
 * Why the editor's variables (CMS_BACKEND, CMS_GITHUB_REPO, DecapBridge's) cannot make a
 * working editor, or null: checked before the build (gatsby-node.ts), so a typo stops it at once.
 */
export function editorSettingsProblem(env: NodeJS.ProcessEnv): string | null {
  try {
    cmsOptionsFromEnv(env)
    return null
  } catch (caught) {
    return `Editor de conteúdo (/admin/): ${(caught as Error).message}`
  }
}

/**
 * One more than the highest project number in the folder, from the folders' names (prjN) and
 * the numbers in their project.json; 1 for an empty or missing folder. Read at build time: the
 * editor offers the same number until the next build (see docs/CONTEUDO.md).
 */
export function nextProjectId(projectsDir: string): number {
  let highest = 0
  let folders: string[] = []
  try {
    folders = readdirSync(projectsDir)
  } catch {
    return 1
  }
  for (const folder of folders) {
    highest = Math.max(highest, projectNumber(folder) ?? 0)
    try {
      const { id } = JSON.parse(
        readFileSync(path.join(projectsDir, folder, locationFile(PROJECT_TYPE)), "utf8"),
      ) as { id?: unknown }
      if (typeof id === "number" && Number.isInteger(id)) highest = Math.max(highest, id)
    } catch {
      // Not a project folder, or a JSON the content check reports.
    }
  }
  return highest + 1
}

/** A folder collection's entries: one JSON file each. */
const JSON_FILES = { extension: "json", format: "json" } as const

/** Entries created and deleted in the editor, previewed with the site's own (preview/index.tsx). */
const EDITABLE = { create: true, delete: true, editor: { preview: true } } as const

export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  const now = options.now ?? new Date()
  return {
    locale: "pt",
    backend: {
      ...backendConfig(options),
      commit_messages: {
        create: "Editor: cria {{collection}} “{{slug}}”",
        update: "Editor: atualiza {{collection}} “{{slug}}”",
        delete: "Editor: apaga {{collection}} “{{slug}}”",
        uploadMedia: "Editor: envia “{{path}}”",
        deleteMedia: "Editor: apaga “{{path}}”",
      },
    },
    ...(options.localBackend
      ? { local_backend: { url: LOCAL_BACKEND_URL, allowed_hosts: ["127.0.0.1", "localhost"] } }
      : {}),
    // Drafts: each save is a branch and a pull request (a deploy preview on Netlify), published
    // by a maintainer. decap-server in its default file mode (`npm run cms`) offers only
    // "simple", and Decap then falls back to publishing at once.
    publish_mode: "editorial_workflow",
    // New files are named after their title without accents (a service "Irrigação" →
    // irrigacao.json), and so are uploaded photos.
    slug: { encoding: "ascii", clean_accents: true },
    // Required by Decap; the projects' photos go to their own folder (collection media_folder).
    media_folder: "content/uploads",
    collections: [
      {
        name: "projetos",
        label: "Projetos",
        label_singular: "projeto",
        description:
          `Cada projeto é uma pasta content/projects/${projectFolder("N")} com project.json e ` +
          "as fotos. No site publicado, cada mudança salva é um rascunho até alguém publicá-la.",
        folder: `content/${locationFolder(PROJECT_TYPE)}`,
        path: `{{slug}}/${path.basename(locationFile(PROJECT_TYPE), ".json")}`,
        slug: projectFolder("{{id}}"),
        ...JSON_FILES,
        ...PICTURES_BESIDE,
        identifier_field: "title",
        summary: "{{fields.id}} · {{fields.title}} ({{fields.year}})",
        // The list opens by number (the backend lists folders by name: prj1, prj10, prj11, … prj2).
        sortable_fields: [{ field: "id", default_sort: "asc" }, "year", "title"],
        ...EDITABLE,
        // The number pre-filled for a new project.
        fields: cmsFields(PROJECT_TYPE.fields, now).map((field) =>
          field.name === "id" && options.nextProjectId
            ? { ...field, default: options.nextProjectId }
            : field,
        ),
      },
      {
        name: TEAM_COLLECTION,
        label: "Equipe",
        label_singular: "membro da equipe",
        description:
          "Os engenheiros responsáveis: um arquivo por pessoa em content/team/, com o nome do " +
          "identificador. Os projetos citam cada um pelo identificador.",
        folder: `content/${locationFolder(TEAM_TYPE)}`,
        slug: "{{id}}",
        ...JSON_FILES,
        ...PICTURES_BESIDE,
        identifier_field: "name",
        summary: "{{fields.name}} · {{fields.crea}}",
        sortable_fields: ["name", "order"],
        ...EDITABLE,
        fields: cmsFields(TEAM_TYPE.fields, now),
      },
      {
        name: "servicos",
        label: "Serviços",
        label_singular: "serviço",
        description:
          "Os cartões da seção Serviços da página inicial e a lista do rodapé: um arquivo por " +
          'serviço em content/services/. O campo "Ordem" decide a posição.',
        folder: `content/${locationFolder(SERVICE_TYPE)}`,
        slug: "{{slug}}",
        ...JSON_FILES,
        identifier_field: "title",
        summary: "{{fields.order}} · {{fields.title}}",
        sortable_fields: [{ field: "order", default_sort: "asc" }, "title"],
        ...EDITABLE,
        fields: cmsFields(SERVICE_TYPE.fields, now),
      },
      ...fileCollections(now),
    ],
  }
}

/** YAML 1.2 reads JSON, so the file is written as JSON under a comment: no YAML dependency. */
export function cmsConfigYaml(options: CmsOptions): string {
  const comment =
    "# Generated at build time by plugins/content-editor/config.ts from the content check's rules. Do not edit."
  return `${comment}\n${JSON.stringify(cmsConfig(options), null, 2)}\n`
}

/**
 * The Decap CMS configuration (public/admin/config.yml), generated at build time from the same
 * lists the content check uses (categories, states, picture limits), so the editor and the
 * check cannot drift apart.
 */
import { projectFields } from "./project-fields"
import { SITE_FIELDS } from "./site-fields"

/** Where decap-server listens for `npm run cms` (loopback only). */
export const LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1"
export const GITHUB_API = "https://api.github.com"

export interface CmsOptions {
  /** owner/name of the GitHub repository the production editor commits to. */
  githubRepo: string
  githubBranch: string
  /** Offer Decap's local backend (decap-server) when the editor is opened on this machine. */
  localBackend: boolean
  now?: Date
}

/** CMS_GITHUB_REPO, else Netlify's REPOSITORY_URL; CMS_GITHUB_BRANCH, else main. */
export function cmsOptionsFromEnv(env: NodeJS.ProcessEnv): CmsOptions {
  const fromUrl = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "")
  return {
    githubRepo: env.CMS_GITHUB_REPO || fromUrl?.[1] || "OWNER/REPOSITORIO",
    githubBranch: env.CMS_GITHUB_BRANCH || "main",
    localBackend: env.CMS_LOCAL_BACKEND === "1" || env.CMS_LOCAL_BACKEND === "true",
  }
}

export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  const now = options.now ?? new Date()
  return {
    locale: "pt",
    backend: {
      name: "github",
      repo: options.githubRepo,
      branch: options.githubBranch,
      // Netlify's OAuth provider for GitHub (Site configuration > Access control > OAuth).
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
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
    // Required by Decap; the projects' photos go to their own folder (collection media_folder).
    media_folder: "content/uploads",
    collections: [
      {
        name: "projetos",
        label: "Projetos",
        label_singular: "projeto",
        description:
          "Cada projeto é uma pasta content/projects/prjN com project.json e as fotos. " +
          "Salvar grava os arquivos; o site muda na próxima publicação.",
        folder: "content/projects",
        path: "{{slug}}/project",
        slug: "prj{{id}}",
        extension: "json",
        format: "json",
        // Photos are saved beside project.json, under the names they were uploaded with.
        media_folder: "",
        public_folder: "",
        identifier_field: "title",
        summary: "{{fields.id}} · {{fields.title}} ({{fields.year}})",
        sortable_fields: ["id", "title", "year"],
        create: true,
        delete: false,
        editor: { preview: false },
        fields: projectFields(now),
      },
      {
        name: "empresa",
        label: "Dados da empresa",
        delete: false,
        editor: { preview: false },
        files: [
          {
            name: "site",
            label: "Dados da empresa",
            file: "content/site.json",
            format: "json",
            fields: SITE_FIELDS,
          },
        ],
      },
    ],
  }
}

/** YAML 1.2 reads JSON, so the file is written as JSON under a comment: no YAML dependency. */
export function cmsConfigYaml(options: CmsOptions): string {
  const comment =
    "# Generated at build time by plugins/content-editor/config.ts from the content check's rules. Do not edit."
  return `${comment}\n${JSON.stringify(cmsConfig(options), null, 2)}\n`
}

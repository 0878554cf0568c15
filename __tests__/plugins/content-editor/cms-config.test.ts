/** @jest-environment node */
import { PROJECT_CATEGORIES } from "../../../src/lib/categories"
import { checkProject } from "../../../plugins/content-model/content-check/project-rules"
import { checkSite } from "../../../plugins/content-model/content-check/site-rules"
import { cmsConfig, cmsConfigYaml, cmsOptionsFromEnv } from "../../../plugins/content-editor/config"
import type { CmsField } from "../../../plugins/content-editor/fields"

const NOW = new Date("2026-06-01T12:00:00Z")
const options = { githubRepo: "firma/site", githubBranch: "main", localBackend: false, now: NOW }

interface Collection {
  name: string
  fields?: CmsField[]
  files?: { fields: CmsField[] }[]
}
const collections = () => cmsConfig(options).collections as Collection[]
const projectFields = () => collections()[0].fields!
const siteFields = () => collections()[1].files![0].fields
const byName = (fields: CmsField[], name: string) => fields.find((item) => item.name === name)!
const accepts = (item: CmsField, value: string) => new RegExp(item.pattern![0]).test(value)

const VALID_PROJECT = {
  id: 1,
  title: "T",
  description: "D",
  location: "Itabira - MG",
  year: "2019",
  categories: ["Esgoto"],
}

describe("the editor's configuration, generated from the content check's rules", () => {
  it("offers exactly the category list of the code", () => {
    expect(byName(projectFields(), "categories").options).toEqual([...PROJECT_CATEGORIES])
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
    expect(collections()[0]).toMatchObject({
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
})

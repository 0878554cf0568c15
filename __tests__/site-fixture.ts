import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { useStaticQuery } from "gatsby"
import siteJson from "./fixtures/content/site.json"
import quoteFormJson from "./fixtures/content/quote-form.json"
import { validCertifications } from "../src/lib/certifications"

const TEAM_DIR = path.join(__dirname, "fixtures/content/team")

/** The fixture's team files, as the static queries return them (memberId is the JSON's id). */
export const teamMembers = readdirSync(TEAM_DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => {
    const { id, ...member } = JSON.parse(readFileSync(path.join(TEAM_DIR, name), "utf8"))
    return { memberId: id as string, order: null, ...member }
  })

const SERVICES_DIR = path.join(__dirname, "fixtures/content/services")

/** The fixture's services, in the order the static query sorts them (order, then title). */
export const services = readdirSync(SERVICES_DIR)
  .filter((name) => name.endsWith(".json"))
  .map(
    (name) =>
      JSON.parse(readFileSync(path.join(SERVICES_DIR, name), "utf8")) as {
        title: string
        icon: string
        items: string[]
        order: number
      },
  )
  .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
  .map(({ title, icon, items }) => ({ title, icon, items }))

/** The fixture's Tipo de Projeto options. */
export const projectTypes = quoteFormJson.projectTypes

export const SITE_URL = "https://www.exemplo.com.br"

/** The fixture site.json as the static queries return it: with the certifications valid today. */
export const siteFacts = {
  ...siteJson,
  validCertifications: validCertifications(siteJson.certifications, new Date()),
}

/** Makes every useStaticQuery answer with the fixture's content and the site URL. */
export function mockStaticQueries(): void {
  ;(useStaticQuery as jest.Mock).mockReturnValue({
    siteFacts,
    site: { siteMetadata: { siteUrl: SITE_URL } },
    allProject: { distinct: ["AL", "BA", "MG", "RJ", "SC"], group: [] },
    allTeamMember: { nodes: teamMembers },
    allService: { nodes: services },
    quoteForm: { projectTypes },
  })
}

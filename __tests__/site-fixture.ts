import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { useStaticQuery } from "gatsby"
import siteJson from "./fixtures/content/site.json"
import textsJson from "./fixtures/content/texts.json"
import privacyJson from "./fixtures/content/privacy.json"
import type { PrivacyPolicyContent } from "../src/lib/privacy-policy"
import { validCertifications } from "../src/lib/certifications"
import { fillHeading, firmWords, type HomeTexts } from "../src/lib/site-texts"
import { FIXTURE_CONTENT, readProjectTypes, readServices } from "./helpers/services-content"

const TEAM_DIR = path.join(__dirname, "fixtures/content/team")

/** The fixture's team files, as the static queries return them (memberId is the JSON's id). */
export const teamMembers = readdirSync(TEAM_DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => {
    const { id, ...member } = JSON.parse(readFileSync(path.join(TEAM_DIR, name), "utf8"))
    return { memberId: id as string, order: null, ...member }
  })

/** The fixture's services, as the static query returns them (sorted by order, then title). */
export const services = readServices(FIXTURE_CONTENT).map(({ title, icon, items }) => ({
  title,
  icon,
  items,
}))

/** The fixture's Tipo de Projeto options. */
export const projectTypes = readProjectTypes(FIXTURE_CONTENT)

export const SITE_URL = "https://www.exemplo.com.br"

/** The fixture site.json as the static queries return it: with the certifications valid today. */
export const siteFacts = {
  ...siteJson,
  validCertifications: validCertifications(siteJson.certifications, new Date()),
}

/** The fixture's privacy.json, as the privacy page's query returns it. */
export const privacyPolicy: PrivacyPolicyContent = privacyJson

/** The fixture's texts.json, as the home page's query returns it. */
export const siteTexts: HomeTexts & { portfolio: { intro: string }; team: { intro: string } } =
  textsJson

/** The facts the fixture's texts' words in braces stand for. */
export const textWords = firmWords(siteFacts)

/** A fixture section heading with its words filled, as the home page hands it over. */
export const filledHeading = (name: "services" | "contact") =>
  fillHeading(siteTexts[name], textWords)

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

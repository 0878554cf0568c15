/**
 * The facts the words in braces stand for, as the pages fill them, so the editor's previews show
 * "40 anos" and "2011" where texts.json says "{anos}" and "{fundacao}": the projects' from the
 * build's data, the firm's from site.json itself (the fields the site's own SiteFacts query
 * names; a query here could not share its fragment, which Gatsby gives only to src/'s queries).
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { FIRM_TYPE } from "../../src/lib/content-model/firm"
import { locationFile } from "../../src/lib/content-model/location"
import { isBrazilianState } from "../../src/lib/brazil-states"
import { statesWord } from "../../src/lib/portfolio-facts"
import { firmWords, type Words } from "../../src/lib/site-texts"
import type { Palette } from "../site-identity/palette"
import { readJsonObject } from "../site-identity/read-palette"
import type { PolicyFacts } from "../../src/lib/privacy-policy"
import { quoteProviderName } from "../../src/lib/quote-provider"

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

export interface PreviewWordsData {
  siteFacts: {
    name: string
    legalName: string
    experienceYears: number
    foundingYear: number
    address: { city: string }
  } | null
  allProject: { states: string[]; clients: string[]; years: string[] }
}

export const PREVIEW_WORDS_QUERY = `
  query PreviewWords {
    allProject {
      states: distinct(field: { fields: { state: SELECT } })
      clients: distinct(field: { contratante: SELECT })
      years: distinct(field: { year: SELECT })
    }
  }
`

/** What the previews fill texts with: the words in braces, and how many states have projects. */
export interface PreviewFacts {
  /** Every word a text of texts.json may carry but a project's own ({titulo}, {endereco}). */
  words: Words
  stateCount: number
  /** The firm's colours, for the previews' styles (plugins/site-identity/palette.ts). */
  palette?: Palette
  /** The firm's facts the privacy policy names, and the form provider the build posts to. */
  policy?: { facts: PolicyFacts; provider: string }
}

export function previewWords(data: PreviewWordsData): PreviewFacts {
  const { siteFacts, allProject } = data
  const years = allProject.years.map(Number).filter((year) => Number.isInteger(year) && year > 0)
  const states = allProject.states.filter(isBrazilianState)
  return {
    words: {
      ...(siteFacts ? firmWords(siteFacts) : {}),
      ...(siteFacts ? { razaoSocial: siteFacts.legalName } : {}),
      estados: statesWord(states),
      primeiroAno: years.length ? Math.min(...years) : "",
      clientes: allProject.clients.filter((name) => name.trim() !== "").length,
    },
    stateCount: states.length,
  }
}

export async function queryPreviewWords(
  graphql: PostBuildArgs["graphql"],
  contentDir: string,
): Promise<PreviewFacts> {
  const result = await graphql<Pick<PreviewWordsData, "allProject">>(PREVIEW_WORDS_QUERY)
  if (result.errors || !result.data) throw new Error(String(result.errors ?? "no data"))
  // The content check passed before the build: site.json has every field the table requires.
  const file = path.join(contentDir, locationFile(FIRM_TYPE))
  const siteFacts = readJsonObject(file) as unknown as PolicyFacts
  const provider = quoteProviderName(
    process.env.GATSBY_QUOTE_ENDPOINT ?? "",
    process.env.GATSBY_QUOTE_PROVIDER,
  )
  return { ...previewWords({ ...result.data, siteFacts }), policy: { facts: siteFacts, provider } }
}

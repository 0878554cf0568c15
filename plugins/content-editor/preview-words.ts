/**
 * The facts the words in braces stand for, read from the build's data as the pages fill them, so
 * the editor's previews show "40 anos" and "2011" where texts.json says "{anos}" and "{fundacao}".
 */
import type { GatsbyNode } from "gatsby"
import { isBrazilianState } from "../../src/lib/brazil-states"
import { statesWord } from "../../src/lib/portfolio-facts"
import { firmWords, type Words } from "../../src/lib/site-texts"
import type { Palette } from "../site-identity/palette"
import type { PolicyFacts } from "../../src/lib/privacy-policy"
import { quoteProviderName } from "../../src/lib/quote-provider"

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

export interface PreviewWordsData {
  siteFacts: {
    name: string
    legalName: string
    experienceYears?: number | null
    foundingYear?: number | null
    address: { city: string }
  } | null
  allProject: { states: string[]; clients: string[]; years: string[] }
}

export const PREVIEW_WORDS_QUERY = `
  query PreviewWords {
    siteFacts {
      name
      legalName
      experienceYears
      foundingYear
      phone
      email
      address {
        street
        district
        city
        state
        postalCode
      }
    }
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

export async function queryPreviewWords(graphql: PostBuildArgs["graphql"]): Promise<PreviewFacts> {
  const result = await graphql<PreviewWordsData>(PREVIEW_WORDS_QUERY)
  if (result.errors || !result.data) throw new Error(String(result.errors ?? "no data"))
  const facts = result.data.siteFacts as PolicyFacts | null
  const provider = quoteProviderName(
    process.env.GATSBY_QUOTE_ENDPOINT ?? "",
    process.env.GATSBY_QUOTE_PROVIDER,
  )
  return { ...previewWords(result.data), ...(facts ? { policy: { facts, provider } } : {}) }
}

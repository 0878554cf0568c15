/**
 * The firm's words from content/texts.json as the pages read them, and the facts their words in
 * braces stand for ("{empresa}", "{anos}": src/lib/content-model/texts.ts lists them).
 */
import type { Placeholder } from "./content-model/texts"

export interface SectionHeading {
  eyebrow: string
  title: string
  intro: string
}

export interface SellingPoint {
  text: string
  link?: string | null
}

export interface HeroTexts {
  eyebrow: string
  title: string
  lead: string
  points: readonly SellingPoint[]
}

export interface CallToActionTexts {
  title: string
  text: string
}

export interface AboutTexts {
  eyebrow: string
  title: string
  description: string
  specialties: readonly string[]
}

export interface MapTexts {
  eyebrow: string
  intro: string
}

/** What the home page's sections say, from its page query. */
export interface HomeTexts {
  hero: HeroTexts
  services: SectionHeading
  callToAction: CallToActionTexts
  about: AboutTexts
  whereWeWork: MapTexts
  clients: SectionHeading
  contact: SectionHeading
}

/** The firm's words on /acessibilidade/ (how the site is tested stays the site's). */
export interface AccessibilityTexts {
  commitment: string
  barrier: string
  barrierSubject: string
  barrierMessage: string
  libras: string
}

/** The groups of texts.json the other pages read, besides the home page's. */
export interface PageTexts {
  portfolio: { intro: string }
  /** /equipe/'s intro, and its sentence on the attestations and CATs. */
  team: { intro: string; records: string }
  record: { description: string }
  accessibility: AccessibilityTexts
  similarQuote: { line: string }
}

/** The facts a text's words in braces stand for: only those the page knows. */
export type Words = Partial<Record<Placeholder, string | number>>

/** The text with each known word in braces replaced; an unknown one stays as written. */
export function fillText(text: string, words: Words): string {
  return text.replace(/\{(\w+)\}/g, (match, word: string) => {
    const value = words[word as Placeholder]
    return value === undefined ? match : String(value)
  })
}

/** The firm's facts every text may name. */
export function firmWords(facts: {
  name: string
  experienceYears?: number | null
  foundingYear?: number | null
  address: { city: string }
}): Words {
  return {
    empresa: facts.name,
    ...(facts.experienceYears != null && { anos: facts.experienceYears }),
    ...(facts.foundingYear != null && { fundacao: facts.foundingYear }),
    cidade: facts.address.city,
  }
}

/** A text the firm writes one paragraph a line, as paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
}

/** Every text of a group with its words in braces replaced. */
export function fillTexts<T extends { [K in keyof T]: string }>(texts: T, words: Words): T {
  return Object.fromEntries(
    Object.entries<string>(texts).map(([name, text]) => [name, fillText(text, words)]),
  ) as T
}

/** A section's heading with its words in braces replaced. */
export const fillHeading: (heading: SectionHeading, words: Words) => SectionHeading = fillTexts

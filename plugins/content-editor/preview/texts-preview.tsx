import styled from "@emotion/styled"
import { Hero } from "../../../src/components/home/hero"
import { CallToAction } from "../../../src/components/home/call-to-action"
import { AboutText } from "../../../src/components/home/about"
import { Eyebrow, Intro, Section } from "../../../src/components/ui/section"
import { fillText, paragraphs } from "../../../src/lib/site-texts"
import { siteTexts } from "./entry-data"
import { Frame } from "./frame"
import { entryData, type DecapPreviewProps } from "./decap"
import { statesPhrase } from "../../../src/lib/project-states"
import { PREVIEW } from "./firm-words"

const WORDS = PREVIEW.words

/** texts.json where the site shows it: the home page's sections, then the other pages' texts. */
export function TextsPreview(props: DecapPreviewProps) {
  const texts = filled(siteTexts(entryData(props)))
  return (
    <>
      <Hero texts={texts.hero} words={WORDS} hasCertifications />
      <Section id="servicos" {...texts.services} tone="alt">
        <Note>Os cartões dos serviços vêm aqui.</Note>
      </Section>
      <CallToAction texts={texts.callToAction} words={WORDS} />
      <Section id="sobre" eyebrow={texts.about.eyebrow} title={texts.about.title}>
        <AboutText texts={texts.about} words={WORDS} />
      </Section>
      <Section
        id="onde-atuamos"
        eyebrow={texts.whereWeWork.eyebrow}
        title={`Projetos em ${statesPhrase(PREVIEW.stateCount)}`}
        intro={texts.whereWeWork.intro}
      >
        <Note>O mapa dos estados vem aqui.</Note>
      </Section>
      <Section id="clientes" {...texts.clients} tone="alt">
        <Note>A lista de clientes vem aqui.</Note>
      </Section>
      <Section id="contato" {...texts.contact}>
        <Note>Os cartões de contato e o formulário vêm aqui.</Note>
      </Section>
      <Page>
        <Eyebrow>Portfólio</Eyebrow>
        <h1>Nossos projetos</h1>
        <Intro>{texts.portfolio.intro}</Intro>
      </Page>
      <Page>
        <h1>Equipe técnica e credenciais</h1>
        <p>{texts.team.intro}</p>
        <Note>Os engenheiros e as credenciais vêm aqui.</Note>
        <p>{texts.team.records}</p>
      </Page>
      <Page id="acessibilidade">
        <h1>Acessibilidade</h1>
        {paragraphs(texts.accessibility.commitment).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <h2>Encontrou uma barreira?</h2>
        {paragraphs(texts.accessibility.barrier).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <h2>Libras</h2>
        {paragraphs(texts.accessibility.libras).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Page>
    </>
  )
}

/** Every text with its words in braces filled, as the pages fill them. */
function filled<T>(value: T): T {
  if (typeof value === "string") return fillText(value, WORDS) as T
  if (Array.isArray(value)) return value.map(filled) as T
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)])) as T
  return value
}

const Note = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`

const Page = styled(Frame)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

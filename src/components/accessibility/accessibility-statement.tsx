import { TextArticle } from "../ui/text-article"
import { Inner } from "../ui/section"
import { BarrierReport } from "./barrier-report"
import { PhotoDescriptions, type ProjectLink } from "./photo-descriptions"
import { longDate } from "../../lib/long-date"
import { paragraphs, type AccessibilityTexts } from "../../lib/site-texts"
import type { SiteFacts } from "../../hooks/use-site-facts"

/** The federal government's page of VLibras, its Libras translator, with the apps to download. */
export const VLIBRAS_URL = "https://www.gov.br/governodigital/pt-br/vlibras"

export type StatementFacts = Pick<
  SiteFacts,
  "legalName" | "phone" | "whatsapp" | "email" | "accessibilityReviewed"
>

/** The accessibility statement (Lei Brasileira de Inclusão, art. 63; docs/pages.md). */
export function AccessibilityStatement({
  facts,
  texts,
  photos,
}: {
  facts: StatementFacts
  texts: AccessibilityTexts
  /** The projects whose photos all have captions, and the others. */
  photos: { captioned: readonly ProjectLink[]; uncaptioned: readonly ProjectLink[] }
}) {
  const libras = paragraphs(texts.libras)
  return (
    <TextArticle aria-labelledby="acessibilidade-titulo">
      <Inner>
        <h1 id="acessibilidade-titulo">Acessibilidade</h1>
        <p>{`Última verificação: ${longDate(facts.accessibilityReviewed)}.`}</p>
        {paragraphs(texts.commitment).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}

        <h2>Padrão adotado</h2>
        <p>
          O site segue as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, do
          W3C, e a norma brasileira ABNT NBR 17225:2025 (Acessibilidade em conteúdo e aplicações
          web).
        </p>

        <h2>Como o site é testado</h2>
        <p>Cada mudança no código do site passa por testes automáticos antes de ser publicada:</p>
        <ul>
          <li>
            o axe, ferramenta de verificação automática, confere as regras das WCAG 2.0 e 2.1
            (níveis A e AA) e boas práticas na página inicial, na lista de projetos, na lista de uma
            categoria, na página de um projeto, na equipe, na política de privacidade, nesta página
            e na página de erro, em tela de celular (390 px de largura) e de computador (1.280 px),
            também com o menu do celular aberto, com a janela de um projeto aberta e durante a busca
            de projetos; nenhum erro é aceito;
          </li>
          <li>
            o Lighthouse, do Google, dá nota à acessibilidade da página inicial, da lista de
            projetos, da página de um projeto, da política de privacidade e da página de erro; a
            nota exigida é 100;
          </li>
          <li>
            testes feitos só com o teclado abrem e fecham o menu do celular e a janela de um projeto
            (a tecla Tab não sai deles e Esc os fecha), passam as imagens do carrossel com as setas
            e chegam a esta página pelo link do rodapé.
          </li>
        </ul>
        <p>
          Esses testes usam um conteúdo de exemplo com os mesmos tipos de página do site. A data no
          topo desta página é a da última verificação do site publicado.
        </p>

        <h2>Limitações conhecidas</h2>
        <ul>
          <PhotoDescriptions {...photos} />
          <li>
            O mapa “Onde atuamos” é uma figura: os números sobre os estados servem a quem usa mouse
            ou toque. A lista ao lado do mapa tem os mesmos links e é o caminho para teclado e
            leitores de tela.
          </li>
          <li>
            Os critérios novos da WCAG 2.2 (por exemplo, o tamanho mínimo das áreas de toque) ainda
            não são conferidos pelos testes automáticos em todas as páginas.
          </li>
          <li>
            A versão para impressão do portfólio (“Imprimir ou salvar em PDF”) não passa pelos
            testes automáticos, e o PDF que o navegador gera a partir dela não tem marcação de
            acessibilidade garantida. O site não publica outros documentos em PDF.
          </li>
          <li>
            O editor de conteúdo (/admin/), usado só pela nossa equipe, é um programa de terceiros
            (Decap CMS) e não é coberto por esta declaração.
          </li>
          <li>
            WhatsApp, e-mail, redes sociais e o serviço que recebe o formulário de orçamento são de
            outras empresas; a acessibilidade deles não depende de nós.
          </li>
        </ul>

        <BarrierReport facts={facts} texts={texts} />

        <h2>Libras</h2>
        {libras.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <p>
          {"Para baixar o VLibras, veja a "}
          <a href={VLIBRAS_URL} target="_blank" rel="noopener noreferrer">
            página do VLibras no gov.br (abre em nova aba)
          </a>
          .
        </p>
      </Inner>
    </TextArticle>
  )
}

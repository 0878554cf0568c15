import type { ReactElement, ReactNode } from "react"
import { render, screen } from "@testing-library/react"
import { onRenderBody } from "../../../gatsby-ssr"
import { Seo } from "../../../src/components/seo"
import { renderWithTheme } from "../../test-utils"
import { mockStaticQueries } from "../../site-fixture"

/**
 * A demo site (plugins/demo-guard sets GATSBY_SITE_DEMONSTRACAO=1, which Gatsby writes into the
 * pages as a constant, src/lib/demo-site.ts) carries the notice on every page and noindex in
 * every head; a published build (PUBLICAR_DEMO=1, or the firm's own content) neither.
 */
// The page's body renderer (React's stream, for Node) is not what this test is about.
jest.mock("../../../src/styles/emotion-ssr", () => ({
  placeStylesAfterGlobalCss: (head: unknown) => head,
  renderBodyWithStyles: jest.fn(),
}))

let mockDemo = false
jest.mock("../../../src/lib/demo-site", () => ({
  get DEMO_SITE() {
    return mockDemo
  },
}))

/** What gatsby-ssr's onRenderBody hands Gatsby for every page. */
function renderBody(demo: boolean) {
  mockDemo = demo
  const head: ReactNode[] = []
  const preBody: ReactNode[] = []
  const api = {
    setHtmlAttributes: () => {},
    setHeadComponents: (nodes: ReactNode[]) => head.push(...nodes),
    setPreBodyComponents: (nodes: ReactNode[]) => preBody.push(...nodes),
  }
  onRenderBody!(api as never, {} as never)
  return { head, preBody }
}

describe("the demo notice", () => {
  it("is on every page of a demo site, before the page, with its styles in the head", () => {
    const { head, preBody } = renderBody(true)
    expect(preBody).toHaveLength(1)
    render(<>{preBody as ReactElement[]}</>)
    const notice = screen.getByRole("complementary", { name: "Aviso de demonstração" })
    expect(notice).toHaveTextContent(
      "Site de demonstração. A empresa, os engenheiros, os projetos e as CATs são fictícios.",
    )
    const styles = head.map((node) => (node as ReactElement<{ id?: string }>).props.id)
    expect(styles).toEqual(["estilos-globais", "aviso-demonstracao"])
  })

  it("is not on a published site", () => {
    const { head, preBody } = renderBody(false)
    expect(preBody).toEqual([])
    expect(head).toHaveLength(1)
  })
})

describe("noindex", () => {
  beforeEach(mockStaticQueries)
  const robots = (container: HTMLElement) => container.querySelectorAll('meta[name="robots"]')

  it("is in every head of a demo site, once", () => {
    mockDemo = true
    const indexed = renderWithTheme(<Seo title="Projetos" pathname="/projetos/" />).container
    expect(robots(indexed)).toHaveLength(1)
    expect(robots(indexed)[0]).toHaveAttribute("content", "noindex")
    expect(robots(renderWithTheme(<Seo title="Erro" noindex />).container)).toHaveLength(1)
  })

  it("is only on the pages that ask for it on a published site", () => {
    mockDemo = false
    expect(robots(renderWithTheme(<Seo title="Projetos" pathname="/p/" />).container)).toHaveLength(
      0,
    )
    expect(robots(renderWithTheme(<Seo title="Erro" noindex />).container)).toHaveLength(1)
  })
})

describe("a demo site", () => {
  it("is what the guard said before the build, read once", () => {
    const saved = process.env.GATSBY_SITE_DEMONSTRACAO
    try {
      for (const [value, demo] of [
        ["1", true],
        ["", false],
      ] as const) {
        process.env.GATSBY_SITE_DEMONSTRACAO = value
        jest.isolateModules(() => {
          const { DEMO_SITE } = jest.requireActual("../../../src/lib/demo-site")
          expect(DEMO_SITE).toBe(demo)
        })
      }
    } finally {
      process.env.GATSBY_SITE_DEMONSTRACAO = saved
    }
  })
})

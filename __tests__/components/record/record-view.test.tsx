import { screen } from "@testing-library/react"
import { RecordView } from "../../../src/components/record/record-view"
import type { RecordPageContext } from "../../../src/lib/record-totals"
import { renderWithTheme } from "../../test-utils"
import { siteFacts } from "../../site-fixture"

/** /acervo/ of a portfolio whose projects give no quantity yet (the cleanup's example project). */
const empty: RecordPageContext = {
  address: "/acervo/",
  title: "Todos os projetos",
  kind: "all",
  totals: { count: 1, projects: [], engineers: [], sections: [] },
  links: [],
  lines: [],
  staff: { engineers: [], cats: [] },
}

describe("RecordView without quantities", () => {
  it("offers no edital check and no spreadsheet, and says why the page is empty", () => {
    renderWithTheme(<RecordView context={empty} facts={siteFacts} />)
    expect(screen.queryByRole("heading", { name: "Atende ao edital?" })).toBeNull()
    expect(screen.queryByRole("link", { name: "Baixar planilha (CSV)" })).toBeNull()
    expect(
      screen.getByText("Nenhum projeto deste filtro tem quantidades informadas."),
    ).toBeVisible()
  })

  it("offers both once a project gives a quantity", () => {
    const row = { key: "redeAgua", total: 1, items: [[0, 1]] as [number, number][] }
    const context: RecordPageContext = {
      ...empty,
      totals: {
        ...empty.totals,
        projects: [["/projetos/a/", "Itabira, 2012", []]],
        sections: [{ category: "Abastecimento de Água", rows: [row] }],
      },
      lines: [["Abastecimento de Água", ["redeAgua"]]],
    }
    renderWithTheme(<RecordView context={context} facts={siteFacts} />)
    expect(screen.getByRole("heading", { name: "Atende ao edital?" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Baixar planilha (CSV)" })).toBeInTheDocument()
  })
})

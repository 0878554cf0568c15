import { screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Clients } from "../../../src/components/home/clients"
import { renderWithTheme } from "../../test-utils"

const heading = {
  eyebrow: "Clientes",
  title: "Quem contratou nossos projetos",
  intro: "{clientes} clientes, entre prefeituras e companhias de saneamento.",
}

function renderClients(names: string[]) {
  ;(useStaticQuery as jest.Mock).mockReturnValue({
    allProject: { group: names.map((fieldValue) => ({ fieldValue, totalCount: 1 })) },
  })
  return renderWithTheme(<Clients heading={heading} words={{}} />)
}

describe("the clients section", () => {
  it("is left out with a single client: no section of one name, no '1 clientes'", () => {
    const { container } = renderClients(["SAAE de Sabará"])
    expect(container).toBeEmptyDOMElement()
  })

  it("lists the clients from two on, counted in the intro", () => {
    renderClients(["SAAE de Sabará", "Prefeitura de Contagem"])
    expect(screen.getByRole("heading", { name: "Quem contratou nossos projetos" })).toBeVisible()
    expect(
      screen.getByText("2 clientes, entre prefeituras e companhias de saneamento."),
    ).toBeVisible()
    expect(screen.getAllByRole("listitem")).toHaveLength(2)
  })
})

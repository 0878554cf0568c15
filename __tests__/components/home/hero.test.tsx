import { screen } from "@testing-library/react"
import { Hero } from "../../../src/components/home/hero"
import { renderWithTheme } from "../../test-utils"

describe("Hero", () => {
  beforeEach(() =>
    renderWithTheme(<Hero experienceYears={40} foundingYear={2011} hasCertifications={false} />),
  )

  it("is the #inicio section with the page's heading", () => {
    expect(screen.getByRole("heading", { level: 1 }).closest("section")).toHaveAttribute(
      "id",
      "inicio",
    )
  })

  it("states the 40 years and the 2011 founding together, with the three focuses", () => {
    const lead = screen.getByText(/40 anos de prática/)
    expect(lead).toHaveTextContent("2011")
    expect(lead).toHaveTextContent(/qualidade, inovação e sustentabilidade/)
  })

  it("has 'Solicitar Orçamento' to #contato and 'Ver Projetos' to /projetos/", () => {
    expect(screen.getByRole("link", { name: "Solicitar Orçamento" })).toHaveAttribute(
      "href",
      "#contato",
    )
    expect(screen.getByRole("link", { name: "Ver Projetos" })).toHaveAttribute("href", "/projetos/")
  })

  it("shows the four selling points", () => {
    for (const point of [
      "Mais de 40 anos de experiência",
      "Projetos certificados",
      "Atendimento personalizado",
      "Soluções sustentáveis",
    ]) {
      expect(screen.getByText(point)).toBeInTheDocument()
    }
  })
})

describe("Hero's 'Projetos certificados'", () => {
  it("points to the certifications on /equipe/ when valid ones are listed", () => {
    renderWithTheme(<Hero experienceYears={40} foundingYear={2011} hasCertifications />)
    expect(screen.getByRole("link", { name: "Projetos certificados" })).toHaveAttribute(
      "href",
      "/equipe/#certificacoes",
    )
  })

  it("is plain text, keeping the SPEC's words, when none is listed", () => {
    renderWithTheme(<Hero experienceYears={40} foundingYear={2011} hasCertifications={false} />)
    expect(screen.getByText("Projetos certificados").closest("a")).toBeNull()
  })
})

import { screen, within } from "@testing-library/react"
import { Services } from "../../../src/components/home/services"
import { renderWithTheme } from "../../test-utils"

const EXPECTED: Record<string, string[]> = {
  "Projeto de Abastecimento de Água": [
    "Captação e bombeamento de água",
    "Sistemas de tratamento",
    "Redes de distribuição",
    "Sistemas de reservação",
    "Reúso e recirculação de águas servidas",
  ],
  "Projeto de Esgoto": [
    "Rede coletora",
    "Estações elevatórias",
    "Estações de tratamento em nível primário, secundário e terciário",
  ],
  "Projeto de Drenagem": [
    "Drenagem urbana",
    "Macro e microdrenagem",
    "Galerias pluviais",
    "Questões ambientais",
  ],
  "Projeto de Terraplanagem": [
    "Movimentação de terra",
    "Nivelamento",
    "Análise para redução de custos",
  ],
}

describe("Services", () => {
  it("is the #servicos section with four cards and every sub-item", () => {
    renderWithTheme(<Services />)
    expect(screen.getByRole("region", { name: "Nossos serviços" })).toHaveAttribute(
      "id",
      "servicos",
    )
    const cards = screen.getAllByRole("article")
    expect(cards).toHaveLength(4)
    for (const card of cards) {
      const title = within(card).getByRole("heading", { level: 3 }).textContent ?? ""
      expect(
        within(card)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(EXPECTED[title])
    }
  })
})

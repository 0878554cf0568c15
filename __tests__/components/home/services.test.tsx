import { screen, within } from "@testing-library/react"
import { Services } from "../../../src/components/home/services"
import { renderWithTheme } from "../../test-utils"
import { filledHeading } from "../../site-fixture"

/**
 * SPEC.md, "Services section (id servicos): four cards", word for word in English; each title and
 * item is recognised by words of its pt-BR, so the test does not copy the code's strings.
 */
const SPEC_SERVICES: [string, RegExp, [string, RegExp][]][] = [
  [
    "Water supply project",
    /abastecimento de água/i,
    [
      ["water intake and pumping", /captação.*bombeamento/i],
      ["treatment systems", /sistemas de tratamento/i],
      ["distribution networks", /redes de distribuição/i],
      ["reservoir systems", /reservação/i],
      ["reuse and recirculation of used water", /reúso.*recirculação/i],
    ],
  ],
  [
    "Sewage project",
    /esgoto/i,
    [
      ["collection network", /rede coletora/i],
      ["pumping stations", /estações elevatórias/i],
      ["primary, secondary and tertiary treatment plants", /primário, secundário e terciário/i],
    ],
  ],
  [
    "Drainage project",
    /drenagem/i,
    [
      ["urban drainage", /drenagem urbana/i],
      ["macro and micro drainage", /macro.*micro/i],
      ["storm galleries", /galerias pluviais/i],
      ["environmental issues", /ambientais/i],
    ],
  ],
  [
    "Earthworks project",
    /terraplanagem/i,
    [
      ["earth movement", /movimentação de terra/i],
      ["levelling", /nivelamento/i],
      ["cost-reduction analysis", /redução de custos/i],
    ],
  ],
]

describe("Services", () => {
  it("is the #servicos section with four cards and every sub-item", () => {
    renderWithTheme(<Services heading={filledHeading("services")} />)
    expect(screen.getByRole("region", { name: filledHeading("services").title })).toHaveAttribute(
      "id",
      "servicos",
    )
    const cards = screen.getAllByRole("article")
    expect(cards).toHaveLength(SPEC_SERVICES.length)
    SPEC_SERVICES.forEach(([service, title, items], index) => {
      const card = cards[index]
      expect([service, within(card).getByRole("heading", { level: 3 }).textContent]).toEqual([
        service,
        expect.stringMatching(title),
      ])
      const shown = within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
      expect([service, shown.length]).toEqual([service, items.length])
      items.forEach(([item, words], at) =>
        expect([item, shown[at]]).toEqual([item, expect.stringMatching(words)]),
      )
    })
  })
})

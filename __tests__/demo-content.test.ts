/** @jest-environment node */
/**
 * The firm's demo content (content/) keeps the SPEC's words where the SPEC gives them: the four
 * services with their items, in order, and the quote form's Tipo de Projeto options.
 */
import { DEMO_CONTENT, readProjectTypes, readServices } from "./helpers/services-content"
import { SPEC_PROJECT_TYPES, SPEC_SERVICES } from "./helpers/spec"

describe("the demo content", () => {
  it("has the SPEC's four services, in order, with every item", () => {
    const services = readServices(DEMO_CONTENT)
    expect(services).toHaveLength(SPEC_SERVICES.length)
    SPEC_SERVICES.forEach(([service, title, items], index) => {
      const { title: shown, items: shownItems } = services[index]
      expect([service, shown]).toEqual([service, expect.stringMatching(title)])
      expect([service, shownItems.length]).toEqual([service, items.length])
      items.forEach(([item, words], at) =>
        expect([item, shownItems[at]]).toEqual([item, expect.stringMatching(words)]),
      )
    })
  })

  it("offers the SPEC's Tipo de Projeto options, in order", () => {
    expect(readProjectTypes(DEMO_CONTENT)).toEqual(SPEC_PROJECT_TYPES.slice(1))
  })
})

import { screen } from "@testing-library/react"
import { PrivacyPolicy } from "../../../src/components/privacy/privacy-policy"
import { renderWithTheme } from "../../test-utils"
import { siteFacts } from "../../site-fixture"

const FORMSPREE = "Formspree (Formspree, Inc., Estados Unidos)"

describe("PrivacyPolicy: the form note's promise, read against the form provider", () => {
  it("says what 'não serão compartilhados' means when a provider receives the data", () => {
    renderWithTheme(<PrivacyPolicy facts={siteFacts} provider={FORMSPREE} />)
    const explained = screen.getByText(/“não serão compartilhados”/)
    expect(explained).toHaveTextContent(`recebidos e guardados por ${FORMSPREE}, como operador`)
    expect(explained).toHaveTextContent("art. 33 da LGPD")
  })
})

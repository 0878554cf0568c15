/** @jest-environment node */
import { hourLabel, mailtoHref, telHref, whatsappHref } from "../../src/lib/contact-links"

describe("contact links", () => {
  it("dials Brazilian numbers with the country code", () => {
    expect(telHref("(31) 3555-0140")).toBe("tel:+553135550140")
  })

  it("opens WhatsApp click-to-chat with an encoded greeting", () => {
    expect(whatsappHref("(31) 99555-0140")).toBe("https://wa.me/5531995550140")
    expect(whatsappHref("(31) 99555-0140", "Olá, tudo bem?")).toBe(
      "https://wa.me/5531995550140?text=Ol%C3%A1%2C%20tudo%20bem%3F",
    )
  })

  it("writes mailto links", () => {
    expect(mailtoHref("a@b.com")).toBe("mailto:a@b.com")
  })

  it("writes hours the Brazilian way", () => {
    expect(hourLabel("08:00")).toBe("8h")
    expect(hourLabel("20:00")).toBe("20h")
    expect(hourLabel("17:30")).toBe("17h30")
  })
})

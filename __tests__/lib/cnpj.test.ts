/** @jest-environment node */
import { CNPJ_PATTERN, formatCnpj, hasValidCheckDigits, withCheckDigits } from "../../src/lib/cnpj"

describe("the CNPJ's check digits", () => {
  it("computes both check digits from the first twelve, by the Receita Federal's rule", () => {
    expect(withCheckDigits("112223330001")).toBe("11222333000181")
    expect(withCheckDigits("12.345.678/0001")).toBe("12345678000195")
    // A remainder below 2 gives the digit 0 (the first check digit here).
    expect(withCheckDigits("330001670001")).toBe("33000167000101")
    expect(withCheckDigits("000000000001")).toBe("00000000000191")
  })

  it("needs exactly twelve digits to compute them", () => {
    expect(() => withCheckDigits("11222333000")).toThrow("12 digits, not 11")
    expect(() => withCheckDigits("11222333000181")).toThrow("12 digits, not 14")
  })

  it("accepts a CNPJ with right check digits, with or without punctuation", () => {
    for (const cnpj of [
      "11.222.333/0001-81",
      "11222333000181",
      "12.345.678/0001-95",
      "33.000.167/0001-01",
      "00.000.000/0001-91",
    ])
      expect(hasValidCheckDigits(cnpj)).toBe(true)
  })

  it("refuses a CNPJ with a wrong check digit, a changed digit, or swapped digits", () => {
    expect(hasValidCheckDigits("11.222.333/0001-82")).toBe(false)
    expect(hasValidCheckDigits("11.222.333/0001-71")).toBe(false)
    expect(hasValidCheckDigits("11.222.334/0001-81")).toBe(false)
    expect(hasValidCheckDigits("12.222.313/0001-81")).toBe(false)
  })

  it("refuses letters, the wrong number of digits, and one digit repeated", () => {
    expect(hasValidCheckDigits("11.222.333/0001-8l")).toBe(false)
    expect(hasValidCheckDigits("AB.222.333/0001-81")).toBe(false)
    expect(hasValidCheckDigits("11.222.333/001-81")).toBe(false)
    expect(hasValidCheckDigits("11.222.333/00001-81")).toBe(false)
    expect(hasValidCheckDigits("")).toBe(false)
    // 00.000.000/0000-00 and 11.111.111/1111-11 pass the arithmetic but are no CNPJ.
    expect(hasValidCheckDigits("00.000.000/0000-00")).toBe(false)
    expect(hasValidCheckDigits("11111111111111")).toBe(false)
  })
})

describe("the CNPJ's written form", () => {
  it("formats fourteen digits as 00.000.000/0000-00", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81")
    expect(formatCnpj(withCheckDigits("123456780001"))).toBe("12.345.678/0001-95")
  })

  it("leaves anything but fourteen digits as written", () => {
    expect(formatCnpj("1122233300018")).toBe("1122233300018")
    expect(formatCnpj("11.222.333/0001-81")).toBe("11.222.333/0001-81")
  })

  it("accepts in content only the punctuated form, which formatCnpj writes", () => {
    const pattern = new RegExp(CNPJ_PATTERN)
    expect(pattern.test("11.222.333/0001-81")).toBe(true)
    expect(pattern.test(formatCnpj("33000167000101"))).toBe(true)
    for (const text of [
      "11222333000181",
      "11.222.333/0001-8l",
      "11.222.333.0001-81",
      "11.222.333/0001-81 ",
      " 11.222.333/0001-81",
      "11.222.333/0001-811",
    ])
      expect(pattern.test(text)).toBe(false)
  })
})

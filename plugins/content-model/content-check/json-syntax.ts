/**
 * Where a JSON text breaks and, in plain Portuguese, why. JSON.parse says where ("at position N")
 * but in technical English; this small scanner walks the same grammar to name the usual slips:
 * a comma left after the last field, a missing comma, a line break or quotes inside a text.
 */
export class SyntaxSlip extends Error {
  constructor(
    readonly offset: number,
    readonly hint: string,
  ) {
    super(hint)
  }
}

const GENERIC = "confira aspas, vírgulas, dois-pontos, chaves { } e colchetes [ ] perto desse ponto"
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y

export function findSyntaxSlip(text: string): SyntaxSlip | null {
  try {
    new JsonScanner(text).document()
    return null
  } catch (caught) {
    if (caught instanceof SyntaxSlip) return caught
    throw caught
  }
}

class JsonScanner {
  private at = 0

  constructor(private readonly text: string) {}

  document(): void {
    if (this.text.startsWith("\uFEFF")) {
      this.fail(
        'o arquivo começa com um caractere invisível (BOM); salve-o como "UTF-8" sem BOM',
        0,
      )
    }
    if (!this.text.trim()) this.fail("o arquivo está vazio")
    this.value()
    this.space()
    if (this.at < this.text.length) this.fail("há conteúdo depois do fim do JSON; apague o excesso")
  }

  private value(): void {
    this.space()
    const char = this.text[this.at]
    if (char === "{") return this.object()
    if (char === "[") return this.array()
    if (char === '"') return this.string()
    if (char === "'") this.fail("use aspas duplas (\") em vez de aspas simples (')")
    if (char === "-" || (char >= "0" && char <= "9")) return this.number()
    for (const word of ["true", "false", "null"]) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length
        return
      }
    }
    if (char === undefined) this.fail("o arquivo termina antes do esperado; falta fechar } ou ]")
    this.fail('um texto precisa estar entre aspas duplas, por exemplo "Esgoto"')
  }

  private object(): void {
    this.at++
    this.space()
    if (this.text[this.at] === "}") return void this.at++
    for (;;) {
      this.space()
      this.fieldName()
      this.space()
      if (this.text[this.at] !== ":") this.fail('falta ":" depois do nome do campo')
      this.at++
      this.value()
      if (this.endOfItem("}")) return
    }
  }

  private array(): void {
    this.at++
    this.space()
    if (this.text[this.at] === "]") return void this.at++
    for (;;) {
      this.value()
      if (this.endOfItem("]")) return
      this.space()
      if (this.text[this.at] === "]")
        this.fail('vírgula sobrando antes de "]"; apague a última vírgula')
    }
  }

  private fieldName(): void {
    const char = this.text[this.at]
    if (char === '"') return this.string()
    if (char === "}")
      this.fail('vírgula sobrando antes de "}"; apague a vírgula depois do último campo')
    if (char === "'")
      this.fail("use aspas duplas (\") em vez de aspas simples (') nos nomes dos campos")
    if (char === undefined) this.fail('o arquivo termina antes do esperado; falta fechar "}"')
    this.fail('o nome de cada campo deve estar entre aspas duplas, por exemplo "title"')
  }

  /** After a value: a comma (more to come) or the closing bracket (done). */
  private endOfItem(close: "}" | "]"): boolean {
    const valueEnd = this.at
    this.space()
    const char = this.text[this.at]
    if (char === ",") {
      this.at++
      return false
    }
    if (char === close) {
      this.at++
      return true
    }
    if (char === undefined)
      this.fail(`o arquivo termina antes do esperado; falta fechar "${close}"`)
    if (this.text[valueEnd - 1] === '"' && /[\p{L}\d]/u.test(char)) {
      this.fail('há aspas dentro de um texto; escreva \\" no lugar de cada aspa interna')
    }
    if (/["{[\d-]/.test(char) || /^(true|false|null)/.test(this.text.slice(this.at))) {
      this.fail("falta uma vírgula entre este item e o anterior")
    }
    this.fail(GENERIC)
  }

  private string(): void {
    this.at++
    for (;;) {
      const char = this.text[this.at]
      if (char === undefined) this.fail("um texto foi aberto com aspas e não foi fechado")
      if (char === '"') return void this.at++
      if (char === "\\") {
        if (!/^(["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(this.text.slice(this.at + 1, this.at + 6))) {
          this.fail(
            "barra invertida (\\) inválida dentro do texto; para escrever uma barra, use \\\\",
            this.at + 1,
          )
        }
        this.at += this.text[this.at + 1] === "u" ? 6 : 2
        continue
      }
      if (char === "\n" || char === "\r") {
        this.fail(
          "quebra de linha dentro de um texto; para quebrar a linha, escreva \\n dentro das aspas",
        )
      }
      if (char < " ")
        this.fail("caractere invisível (tabulação) dentro de um texto; troque por espaço")
      this.at++
    }
  }

  private number(): void {
    NUMBER.lastIndex = this.at
    const match = NUMBER.exec(this.text)
    if (!match) this.fail("número inválido")
    this.at += match[0].length
  }

  private space(): void {
    while (/[ \t\r\n]/.test(this.text[this.at] ?? "")) this.at++
  }

  private fail(hint: string, offset = this.at): never {
    throw new SyntaxSlip(offset, hint)
  }
}

/**
 * The tools' options, read by Node's util.parseArgs in strict mode: `--runs 3` and `--runs=3`
 * both, an unknown option or a missing value refused with the tool's usage after the reason.
 */
import { parseArgs, type ParseArgsConfig } from "node:util"

type Options = NonNullable<ParseArgsConfig["options"]>

export function parseOptions<T extends Options>(
  argv: readonly string[],
  options: T,
  usage: string,
) {
  try {
    const { values } = parseArgs({ args: [...argv], options, strict: true })
    const empty = Object.entries(values).find(([, value]) => value === "")
    if (empty) throw new Error(`--${empty[0]} needs a value.`)
    return values
  } catch (caught) {
    throw new Error(`${caught instanceof Error ? caught.message : String(caught)}\n${usage}`)
  }
}

/** A whole number from `min` to `max`, or the reason in the usage's words. */
export function wholeNumber(name: string, value: string, min: number, max: number, usage: string) {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(
      `--${name} must be a whole number from ${min} to ${max}, got "${value}".\n${usage}`,
    )
  return number
}

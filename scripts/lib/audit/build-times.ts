import { readFile } from "node:fs/promises"
import { whenMissing } from "../cli"

/** Written by whoever times the builds; the audit reports it and does not build to measure. */
export interface BuildTimes {
  coldSeconds: number
  warmSeconds: number
  measuredAt: string
  machine: string
}

export const BUILD_TIMES_FILE = "reports/build-times.json"

/** The recorded build times, or null when the file does not exist. */
export async function readBuildTimes(file = BUILD_TIMES_FILE): Promise<BuildTimes | null> {
  const text = await readFile(file, "utf8").catch(whenMissing(null))
  if (text === null) return null
  const times = JSON.parse(text) as Partial<BuildTimes>
  if (typeof times.coldSeconds !== "number" || typeof times.warmSeconds !== "number") {
    throw new Error(`${file} needs numbers in coldSeconds and warmSeconds.`)
  }
  return {
    coldSeconds: times.coldSeconds,
    warmSeconds: times.warmSeconds,
    measuredAt: String(times.measuredAt ?? "unknown"),
    machine: String(times.machine ?? "unknown"),
  }
}

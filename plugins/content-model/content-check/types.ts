/** One thing a maintainer must fix (error) or should know (warning), in Portuguese. */
export interface Problem {
  /** Relative to the repository root, with forward slashes: content/projects/prj7/project.json */
  file: string
  /** The field inside a JSON file, e.g. "year" or "address.city", when the problem is about one. */
  field?: string
  message: string
}

export interface ContentReport {
  errors: Problem[]
  warnings: Problem[]
  projectCount: number
  pictureCount: number
}

export type Severity = "error" | "warning"

/** A problem before it is sorted into the report's errors (build stops) or warnings (build goes on). */
export interface Finding extends Problem {
  severity: Severity
}

function finding(severity: Severity, file: string, message: string, field?: string): Finding {
  return field === undefined ? { severity, file, message } : { severity, file, field, message }
}

export const error = (file: string, message: string, field?: string) =>
  finding("error", file, message, field)

export const warning = (file: string, message: string, field?: string) =>
  finding("warning", file, message, field)

import { promises as fs } from "node:fs"
import path from "node:path"
import { whenMissing } from "./cli"

/** One stored quote request: a line of submissions.jsonl. */
export type Submission = {
  receivedAt: string
  form: string
  fields: Record<string, string>
  accept: string | null
  userAgent: string | null
}

export type SubmissionStore = {
  /** Absolute path of the JSON Lines file. */
  file: string
  /** Appends one line and fsyncs it; resolves only once the entry is on disk. */
  append(entry: Submission): Promise<void>
  list(): Promise<Submission[]>
  clear(): Promise<void>
}

/**
 * An append-only JSON Lines file. Writes run one at a time and each is fsynced before it
 * resolves, so an answered submission survives a crash or a power cut.
 */
export async function openSubmissionStore(dataDir: string): Promise<SubmissionStore> {
  const file = path.resolve(dataDir, "submissions.jsonl")
  await prepareFile(file)
  let queue: Promise<unknown> = Promise.resolve()
  const serial = (task: () => Promise<void>): Promise<void> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    file,
    append: (entry) => serial(() => writeSynced(file, "a", `${JSON.stringify(entry)}\n`)),
    clear: () => serial(() => writeSynced(file, "w", "")),
    list: async () => parseLines(await fs.readFile(file, "utf8").catch(whenMissing(""))),
  }
}

async function writeSynced(file: string, flags: "a" | "w", text: string): Promise<void> {
  const handle = await fs.open(file, flags)
  try {
    await handle.appendFile(text, "utf8")
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Creates the folder and file (syncing the folder, so the new file's name is durable too) and
 * ends a line cut short by a crash, so the next entry starts on a line of its own. */
async function prepareFile(file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const text = await fs.readFile(file, "utf8").catch(whenMissing(""))
  await writeSynced(file, "a", text === "" || text.endsWith("\n") ? "" : "\n")
  const dir = await fs.open(path.dirname(file), "r").catch(() => null)
  await dir?.sync().catch(() => undefined) // not supported on every platform
  await dir?.close()
}

function parseLines(text: string): Submission[] {
  return text.split("\n").flatMap((line) => {
    if (line.trim() === "") return []
    try {
      return [JSON.parse(line) as Submission]
    } catch {
      return [] // a line cut short by a crash
    }
  })
}

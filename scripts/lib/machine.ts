import os from "node:os"

export type Machine = ReturnType<typeof describeMachine>

/** The machine a figure was measured on, and its 1, 5 and 15 minute load averages at the start. */
export function describeMachine() {
  return {
    nproc: os.availableParallelism(), // processors available to this process, as nproc counts
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: loadAverage(),
    node: process.version,
  }
}

export function loadAverage(): number[] {
  return os.loadavg().map((load) => Math.round(load * 100) / 100)
}

import os from "node:os"

export interface Machine {
  /** Processors available to this process, as `nproc` counts them. */
  nproc: number
  cpuModel: string
  memoryGiB: number
  /** 1, 5 and 15 minute load averages when the audit started: other work skews timings. */
  loadAverage: number[]
  node: string
}

export function describeMachine(): Machine {
  return {
    nproc: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: loadAverage(),
    node: process.version,
  }
}

export function loadAverage(): number[] {
  return os.loadavg().map((load) => Math.round(load * 100) / 100)
}

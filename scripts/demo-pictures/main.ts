/**
 * Generates the illustrative demo pictures of the 18 portfolio projects.
 *
 *   npm run make:demo-pictures                 all projects, into content/projects/prjN/
 *   npm run make:demo-pictures -- 3 7          only projects 3 and 7
 *   npm run make:demo-pictures -- --out DIR    into DIR/prjN/ instead (content/ untouched)
 *   npm run make:demo-pictures -- --preview DIR [seed W H]   one picture of every scene
 *
 * For every project it writes capa-main.jpg (cover) and pic1.jpg … picK.jpg.
 * Each picture is an SVG scene (see scenes/) rendered with sharp/librsvg, plus
 * film grain, encoded as progressive mozjpeg. The output is deterministic
 * (seeded PRNG, no Math.random): a rerun produces the same files. Not part of
 * the site build; run it and commit the JPGs. See README.md in this folder.
 */
import fs from "node:fs"
import path from "node:path"
import { hashString, Rand } from "./lib/random"
import { renderJpeg } from "./output"
import { planJobs, type Job } from "./plan"
import { renderScene, SCENE_NAMES } from "./scenes"

const ROOT = path.resolve(__dirname, "..", "..")
const PROJECTS_DIR = path.join(ROOT, "content", "projects")

/** Runs `task` over `items` with two workers (the machine has two cores; libvips also threads). */
async function inTwoWorkers<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
  }
  await Promise.all([worker(), worker()])
}

/** `--preview DIR [seed]`: renders one picture of every scene type into DIR (for tuning). */
async function preview(dir: string, seed: number, W = 1920, H = 1280): Promise<void> {
  fs.mkdirSync(dir, { recursive: true })
  await inTwoWorkers(SCENE_NAMES, async (sc) => {
    const t = Date.now()
    const svg = await renderScene(sc, W, H, new Rand(seed + hashString(sc)), ["Esgoto"])
    const bytes = await renderJpeg(svg, W, H, seed, path.join(dir, `${sc}.jpg`))
    console.log(`${sc.padEnd(10)} ${(bytes / 1024).toFixed(0)} KB  ${Date.now() - t} ms`)
  })
}

async function main(): Promise<void> {
  const t0 = Date.now()
  const args = process.argv.slice(2)
  const pi = args.indexOf("--preview")
  if (pi >= 0) {
    const a = args.slice(pi).map(Number)
    return preview(args[pi + 1], a[2] || 1, a[3] || 1920, a[4] || 1280)
  }
  const oi = args.indexOf("--out")
  const outDir = oi >= 0 ? path.resolve(args[oi + 1]) : PROJECTS_DIR
  if (oi >= 0) args.splice(oi, 2)
  const only = args.map(Number).filter(Boolean)
  const jobs = planJobs(PROJECTS_DIR, outDir, only)
  // remove stale pictures from earlier runs
  for (const dir of new Set(jobs.map((job) => path.dirname(job.file)))) {
    fs.mkdirSync(dir, { recursive: true })
    for (const f of fs.readdirSync(dir))
      if (/^(pic\d+|capa-main)\.jpg$/.test(f)) fs.unlinkSync(path.join(dir, f))
  }
  let total = 0
  let done = 0
  const perProject = new Map<number, number>()
  await inTwoWorkers(jobs, async (job: Job) => {
    const r = new Rand(job.seed)
    const svg = await renderScene(job.scene, job.W, job.H, r, job.categories)
    const bytes = await renderJpeg(svg, job.W, job.H, job.seed ^ 0x9e3779b9, job.file)
    total += bytes
    done++
    perProject.set(job.id, (perProject.get(job.id) ?? 0) + 1)
    process.stdout.write(
      `${String(done).padStart(3)}/${jobs.length}  ${path.relative(ROOT, job.file).padEnd(38)} ${job.scene.padEnd(9)} ${job.W}x${job.H}  ${(bytes / 1024).toFixed(0)} KB\n`,
    )
  })
  console.log("\nPictures per project (cover + gallery):")
  for (const [id, n] of [...perProject.entries()].sort((a, b) => a[0] - b[0]))
    console.log(`  prj${id}: 1 + ${n - 1}`)
  console.log(`\nFiles written: ${done}`)
  console.log(
    `Total bytes:   ${total} (${(total / 1024 / 1024).toFixed(1)} MB), average ${(total / done / 1024).toFixed(0)} KB`,
  )
  console.log(`Time:          ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

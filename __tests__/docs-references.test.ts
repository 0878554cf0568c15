/** @jest-environment node */
/**
 * The docs name only what exists. README.md, DEVELOPERS.md, docs/*.md and the local plugins'
 * entry comments (each plugins/<name>/index.js) are read for:
 *
 * 1. Repository paths: a whole code span, or a relative link target, that starts with one of the
 *    repository's own folders (`src/`, `plugins/`, `scripts/`, `__tests__/`, `static/`,
 *    `content/`, `patches/`, `docs/`, `.ci/`), or is a root file (`gatsby-config.ts`,
 *    `package.json`, …). `*`, `<name>`, `(x)` and `prjN` are wildcards. A code span with a
 *    space in it is a command, not a path: a removed file is named as `git show <commit>:<path>`.
 * 2. Bare file names (`nav-list.tsx`, `compile-hints.ts`, `project.json`, `netlify.toml`): some
 *    file of that name exists in the repository, or the build writes it (BUILD_OUTPUTS).
 * 3. `npm run <script>`, `npm start`, `npm test`: the script is in package.json.
 * 4. Identifiers in code spans: a camelCase name with a capital (`selectPictures`), a PascalCase
 *    name (`ProjectArticle`) or a CONSTANT_NAME (`STAT_LABELS`) occurs as a word in the code
 *    (src/, plugins/, scripts/, __tests__/, patches/, the root files). Written as a call
 *    (`selectPictures()`), it must be exported by a module of src/, plugins/ or scripts/, or be
 *    a method our code calls (`showModal()`).
 * 5. Links to another doc's heading (`architecture.md#tests`): the heading exists.
 * 6. Every tool in scripts/ is in architecture.md's table, as DEVELOPERS.md promises.
 * 7. A decision quoted by title anywhere (`docs/decisions.md: "Hydration in a transition"` in a
 *    comment, `decision "…"` in a doc) is a heading or the start of a bullet of decisions.md.
 *
 * Fenced code blocks are skipped but for `npm run`. A name from another project that no file of
 * ours spells (a Gatsby or Decap internal a decision cites) goes in OTHER_PROJECTS, with where
 * the doc says it is; today there is none.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

const root = path.join(__dirname, "..")

/** Not the repository's own files: dependencies, build output, caches, reports. */
const SKIPPED_DIRS = new Set([
  ".git",
  "node_modules",
  ".cache",
  "public",
  "reports",
  "test-results",
  "playwright-report",
  ".data",
])

/** Paths the build or a run writes, so they exist only after one (gitignored). */
const GENERATED = new Set(["src/gatsby-types.d.ts", "reports/audit.md", "reports/audit.json"])

/** Names the docs cite from other projects, which no file of ours spells. */
const OTHER_PROJECTS = new Set<string>([
  "NormalModuleReplacementPlugin", // webpack's, which Gatsby's setWebpackConfig hands on
])

/** File names the build writes into public/, which docs name bare. */
const BUILD_OUTPUTS = new Set([
  "preview.js", // public/admin/preview.js, the editor's previews
  "decap-cms.js", // public/admin/decap-cms.js, copied from the decap-cms package
  "ajustes.js", // public/admin/ajustes.js
  "lancamento.js", // public/admin/lancamento.js, the editor's launch list
  "demonstracao.json", // public/admin/demonstracao.json, what the launch list reads
  "enderecos.json", // public/projetos/enderecos.json, old gallery links
  "busca.json", // public/projetos/busca.json, the search's data
  "page-data.json", // Gatsby's, one per page
  "project-1.json", // CONTEUDO.md: the file the editor writes by mistake in a taken folder
])

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) walk(full, out)
    else out.push(path.relative(root, full).split(path.sep).join("/"))
  }
  return out
}

const files = walk(root)
const fileSet = new Set(files)
const dirSet = new Set(
  files.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
)
const basenames = new Set(files.map((file) => path.posix.basename(file)))
const rootFiles = new Set(files.filter((file) => !file.includes("/")))

const CODE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|patch|toml|yml)$/
const thisFile = path.relative(root, __filename).split(path.sep).join("/")
const codeFiles = files.filter(
  (file) =>
    CODE_EXTENSIONS.test(file) &&
    file !== thisFile &&
    !file.startsWith("content/") &&
    !file.startsWith("__tests__/fixtures/") &&
    file !== "package-lock.json",
)
const codeWords = new Set(
  codeFiles.flatMap(
    (file) => readFileSync(path.join(root, file), "utf8").match(/[A-Za-z_$][\w$]*/g) ?? [],
  ),
)

/** Methods our code calls (`dialog.showModal()`). */
const methodsCalled = new Set(
  codeFiles.flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(/\.([A-Za-z_$][\w$]*)\(/g)].map(
      (match) => match[1],
    ),
  ),
)

/** Names exported by a module of src/, plugins/ or scripts/. */
const exported = new Set(
  codeFiles
    .filter((file) => /^(src|plugins|scripts)\//.test(file) && /\.(ts|tsx|js|mjs)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8")
      const declared = [
        ...text.matchAll(
          /export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
        ),
      ].map((match) => match[1])
      const listed = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) =>
        match[1].split(",").map(
          (part) =>
            part
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? "",
        ),
      )
      return [...declared, ...listed]
    }),
)

const scripts = Object.keys(
  (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>
    }
  ).scripts,
)

const REPO_FOLDERS = /^(src|plugins|scripts|__tests__|static|content|patches|docs|\.ci)\//

/** A documented path, with its wildcards, as a pattern over repository paths. */
function pathPattern(ref: string): RegExp {
  const escaped = ref
    .replace(/\/$/, "")
    .split("/")
    .map((segment) =>
      /^[a-z]+N$/.test(segment)
        ? `${segment.slice(0, -1)}\\d+`
        : segment.replace(/<[^>]+>|\*|\(x\)|[.+?^${}()|[\]\\]/g, (part) =>
            part === "*" || part.startsWith("<") ? "[^/]*" : part === "(x)" ? "x?" : `\\${part}`,
          ),
    )
    .join("/")
  return new RegExp(`^${escaped}$`)
}

function pathExists(ref: string): boolean {
  const clean = ref.replace(/\/$/, "")
  if (GENERATED.has(clean) || fileSet.has(clean) || dirSet.has(clean)) return true
  if (!/[*<]|\(x\)|(^|\/)[a-z]+N(\/|$)/.test(clean)) return false
  const pattern = pathPattern(clean)
  return files.some((file) => pattern.test(file)) || [...dirSet].some((dir) => pattern.test(dir))
}

/** GitHub's heading anchor. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-")
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), "utf8").replace(/^```[\s\S]*?^```/gm, "")
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1])))
}

interface Dangling {
  doc: string
  line: number
  ref: string
  why: string
}

const IDENTIFIER =
  /^([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/

/** Why a code span's text names nothing that exists, or undefined when it does. */
function spanProblem(ref: string): string | undefined {
  if (REPO_FOLDERS.test(ref)) {
    // The firm's content changes: below content/projects/ and content/team/ docs show examples.
    const checked = ref.startsWith("content/") ? ref.split("/").slice(0, 2).join("/") : ref
    return pathExists(checked) ? undefined : "no such file or folder in the repository"
  }
  if (/^[\w.+-]+\.(ts|tsx|mjs|cjs|md|js|json|toml)$/.test(ref))
    return basenames.has(ref) || BUILD_OUTPUTS.has(ref)
      ? undefined
      : "no file of that name in the repository, and the build writes none"
  if (/^(gatsby-[\w-]+|[\w-]+\.config)\.[a-z]+$/.test(ref))
    return rootFiles.has(ref) ? undefined : "no such file at the repository's root"
  // A call: `name()`, or `camelName(…)` with arguments (`http(s)` is no call).
  const parts = /^([A-Za-z_$][\w$]*)\((.*)\)$/.exec(ref)
  const call = parts !== null && (parts[2] === "" || IDENTIFIER.test(parts[1]))
  const name = call ? parts[1] : ref
  if (OTHER_PROJECTS.has(name)) return undefined
  if (call)
    return exported.has(name) || methodsCalled.has(name)
      ? undefined
      : "written as a call, but no module of src/, plugins/ or scripts/ exports it and no code calls it as a method"
  if (IDENTIFIER.test(name) && !codeWords.has(name)) return "no file of code names this identifier"
  return undefined
}

/** What `doc` (a path from the root, for links and the report) names that does not exist. */
function danglingIn(doc: string, markdown: string): Dangling[] {
  const found: Dangling[] = []
  let fenced = false
  markdown.split("\n").forEach((text, index) => {
    const report = (ref: string, why: string) => found.push({ doc, line: index + 1, ref, why })
    if (/^\s*```/.test(text)) fenced = !fenced

    for (const match of text.matchAll(/npm (?:run ([\w:.-]*\w)|(start|test)\b)/g)) {
      const name = match[1] ?? match[2]
      if (!scripts.includes(name)) report(match[0], "no such script in package.json")
    }
    if (fenced) return

    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target) || target.startsWith("/")) continue
      const [file, anchor] = target.split("#")
      const resolved = file
        ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file))
        : doc
      if (file && !pathExists(resolved))
        report(target, `links to ${resolved}, which does not exist`)
      else if (
        anchor &&
        resolved.endsWith(".md") &&
        !anchorsOf(resolved).has(decodeURIComponent(anchor))
      )
        report(target, `no heading in ${resolved} has the anchor #${anchor}`)
    }

    for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
      const ref = span.trim()
      // A span with a space is a command or a phrase; `git show <commit>:<path>` names a removed file.
      if (/\s/.test(ref)) continue
      const problem = spanProblem(ref)
      if (problem) report(ref, problem)
    }

    // Docs and source files named in prose, outside code spans and link targets.
    const prose = text.replace(/`[^`]*`/g, "").replace(/\]\([^)]*\)/g, "]")
    for (const [ref] of prose.matchAll(/(?<![\w/.-])[\w-]+\.(?:md|ts|tsx)\b(?![\w/-])/g))
      if (!basenames.has(ref)) report(ref, "no file of that name in the repository")
  })
  return found
}

const docs = [
  "README.md",
  "DEVELOPERS.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  // Each local plugin's entry file is one comment that says where its work is.
  ...files.filter((file) => /^plugins\/[^/]+\/index\.js$/.test(file)),
]

it("flags each kind of dangling reference, with its doc and line", () => {
  const made = [
    "Fine: `src/lib/slug.ts`, `plugins/portfolio-pages`, `content/projects/prjN/`, `nav-list.tsx`.",
    "Fine: `src/components/projects/search-*.ts(x)`, `npm run fotos`, `selectPictures()`, `STAT_LABELS`.",
    "Fine: [tests](architecture.md#tests), `git show 9b82b05:scripts/demo-pictures/README.md`.",
    "Gone: `plugins/page-startup/gatsby-ssr.ts` and `SPEC.md` and `style-cache.tsx`.",
    "Gone: `npm run make:demo-pictures`, `labelsFromTable()`, `noSuchHelper`, `absent.json`.",
    "Gone: `NO_SUCH_CONSTANT`, [spec](../SPEC.md), [a heading](architecture.md#no-such-heading).",
    "Fine: `showModal()`, `project.json`, `busca.json`, `http(s)`, `createPages`, `ProjectArticle`.",
    "Gone: as prose, the SPEC.md and gatsby-ssr.ts; `selectPictures` is fine as prose too.",
  ].join("\n")
  expect(danglingIn("docs/made-up.md", made).map((item) => `${item.line} ${item.ref}`)).toEqual([
    "4 plugins/page-startup/gatsby-ssr.ts",
    "4 SPEC.md",
    "4 style-cache.tsx",
    "5 npm run make:demo-pictures",
    "5 labelsFromTable()",
    "5 noSuchHelper",
    "5 absent.json",
    "6 ../SPEC.md",
    "6 architecture.md#no-such-heading",
    "6 NO_SUCH_CONSTANT",
    "8 SPEC.md",
    "8 gatsby-ssr.ts",
  ])
})

it("names no file, script, function or heading that does not exist", () => {
  expect(docs).toEqual(expect.arrayContaining(["README.md", "DEVELOPERS.md", "docs/decisions.md"]))
  const dangling = docs.flatMap((doc) =>
    danglingIn(doc, readFileSync(path.join(root, doc), "utf8")),
  )
  const message = dangling
    .map((item) => `${item.doc}:${item.line}: \`${item.ref}\`: ${item.why}`)
    .join("\n")
  expect(message).toBe("")
})

it("architecture.md lists every tool in scripts/, as DEVELOPERS.md says", () => {
  const architecture = readFileSync(path.join(root, "docs/architecture.md"), "utf8")
  const unlisted = files
    .filter((file) => /^scripts\/[^/]+\.ts$/.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => !architecture.includes(`\`${file}\``))
  expect(unlisted).toEqual([])
})

it('every decision a file quotes by title (docs/decisions.md: "…", decision "…") is in decisions.md', () => {
  /** Lower case, no backticks or ellipsis, one space between words. */
  const normal = (text: string) =>
    text.replace(/[`…]/g, "").replace(/\s+/g, " ").trim().toLowerCase()
  // A bullet's wrapped lines joined, so a smaller decision is one line.
  const decisions = readFileSync(path.join(root, "docs/decisions.md"), "utf8")
    .replace(/\n {2}(?=\S)/g, " ")
    .split("\n")
  // A decision is a heading, or the text of a bullet in a list of smaller decisions.
  const titles = decisions
    .map(
      (line) => /^#{2,3} (.+)$/.exec(line)?.[1] ?? /^- (.+)$/.exec(line)?.[1]?.replace(/\*/g, ""),
    )
    .filter((title): title is string => title !== undefined)
    .map(normal)
  const quoting = files.filter(
    (file) =>
      file !== thisFile &&
      /\.(ts|tsx|js|md)$/.test(file) &&
      !file.startsWith("content/") &&
      !file.startsWith("__tests__/fixtures/"),
  )
  const missing = quoting.flatMap((file) => {
    // Comment lines joined, their leading `*`, `//` or `#` dropped, so a title may wrap.
    const text = readFileSync(path.join(root, file), "utf8").replace(/\n\s*(\*|\/\/|#)?\s*/g, " ")
    return [...text.matchAll(/(?:decisions\.md[:,]?|decision) "([^"]+)"/g)]
      .map((match) => match[1])
      .filter((quoted) => !titles.some((title) => title.startsWith(normal(quoted))))
      .map((quoted) => `${file}: "${quoted}"`)
  })
  expect(missing).toEqual([])
})

it("cites no document the repository lacks in the code (SPEC.md: say the rule or name the doc)", () => {
  const citing = files
    .filter((file) => /^(src|plugins|scripts)\/.*\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .filter((line) => /\bSPEC\b/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    )
  expect(citing).toEqual([])
})

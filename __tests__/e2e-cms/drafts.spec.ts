/**
 * Drafts (Decap's editorial workflow) with the local backend: decap-server in Git mode on a
 * throwaway repository holding a copy of the content. "Salvar" keeps the change on a branch of
 * its own (cms/projetos/prjN/project, as the GitHub backend opens a pull request), the content on the
 * main branch stays as it was; the draft goes to review, to "Pronto", then is published: merged.
 * decap-server listens on a fixed port: the "editor" project runs its files one at a time.
 */
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { test, expect } from "../e2e/fixtures"
import { bootEditor, docsScreenshot, field, logIn } from "./editor-helpers"

const DRAFT_TITLE = "Abastecimento de Água de Itabira (revisão do projeto)"
/** cms/<collection>/<slug>; the project's slug is its path in the folder, prj1/project. */
const BRANCH = "cms/projetos/prj1/project"

let git: (...args: string[]) => Promise<string>

// The editorial workflow: the copy is a Git repository of its own, each draft a branch. The
// test logs in on its own page, so that the 404 of "no draft yet" is allowed in its log.
const boot = bootEditor({
  mode: "git",
  page: false,
  prepare: async (content: string) => {
    const root = path.dirname(content)
    git = async (...args) =>
      (await promisify(execFile)("git", ["-C", root, ...args])).stdout.toString().trim()
    await git("init", "--quiet", "--initial-branch=main")
    await git("config", "user.name", "Editor e2e")
    await git("config", "user.email", "editor-e2e@example.invalid")
    await git("config", "commit.gpgsign", "false")
    await git("add", "--all")
    await git("commit", "--quiet", "--no-verify", "-m", "Conteúdo inicial")
  },
})

/**
 * The project's title on the main branch, as committed: decap-server checks branches out in the
 * same folder, so the files on disk may briefly be a draft's while it works.
 */
const title = async () =>
  (JSON.parse(await git("show", "main:content/projects/prj1/project.json")) as { title: string })
    .title
const draftStatus = () => git("config", "--get", `branch.${BRANCH}.description`).catch(() => "")

test("a draft goes from Salvar to review, to Pronto, then to the site", async ({
  page,
  browserLog,
}) => {
  // Opening an entry, Decap asks decap-server for its draft; "none yet" is a 404.
  browserLog.allow(
    /^(HTTP 404 |Failed to load resource: .* 404 .*)http:\/\/127\.0\.0\.1:8081\/api\/v1$/,
  )
  const published = await title()
  await logIn(page, boot.editor.editorUrl)
  await page.getByRole("link", { name: /^1 · / }).click()
  await field(page, "Título").fill(DRAFT_TITLE)

  // Salvar: a branch of its own; the main branch is untouched.
  await page.getByRole("button", { name: "Salvar" }).click()
  await expect.poll(draftStatus).toBe("decap-cms/draft")
  // decap-server commits on the draft's branch, then checks the main branch out again.
  await expect.poll(() => git("branch", "--show-current")).toBe("main")
  expect(await git("show", `${BRANCH}:content/projects/prj1/project.json`)).toContain(DRAFT_TITLE)
  expect(await title()).toBe(published)

  // To review, then ready, from the toolbar's status menu.
  await page.getByRole("button", { name: "Situação: Rascunho" }).click()
  await page.getByRole("menuitem", { name: "Em revisão" }).click()
  await expect.poll(draftStatus).toBe("decap-cms/pending_review")
  await page.getByRole("button", { name: "Situação: Em revisão" }).click()
  await page.getByRole("menuitem", { name: "Pronto" }).click()
  await expect.poll(draftStatus).toBe("decap-cms/pending_publish")
  expect(await title()).toBe(published)

  // The drafts board lists it under "Prontos".
  await page.goto(`${boot.editor.editorUrl}#/workflow`)
  await expect(page.getByRole("heading", { name: "Rascunhos e revisão" })).toBeVisible()
  await expect(page.getByText(DRAFT_TITLE)).toBeVisible()
  if (process.env.DOCS_SCREENSHOTS) {
    // The picture without the notices of the last steps, which fade on their own.
    await expect(page.getByText(/^(Salvo|Situação atualizada)$/)).toHaveCount(0, {
      timeout: 15_000,
    })
    await docsScreenshot(page, "editor-rascunhos.png")
  }

  // Published: merged into main, the branch gone.
  await page.getByText(DRAFT_TITLE).click()
  await page.getByRole("button", { name: "Publicar" }).click()
  // Publishing a draft asks for confirmation.
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Tem certeza que deseja publicar essa entrada?")
    void dialog.accept()
  })
  await page.getByRole("menuitem", { name: "Publicar agora" }).click()
  await expect.poll(title).toBe(DRAFT_TITLE)
  // decap-server merges, then deletes the branch.
  await expect.poll(() => git("branch", "--list", BRANCH)).toBe("")
  expect(await git("status", "--porcelain")).toBe("")
})

import { stat } from "node:fs/promises"
import path from "node:path"
import { CONFIG_FILES } from "../../plugins/deploy-files/public-files"

/** What a request path means inside the build folder. */
export type RequestTarget =
  | { kind: "file"; file: string }
  | { kind: "redirect"; location: string }
  | { kind: "missing" }
  | { kind: "forbidden" }

/**
 * `/dir/` → dir/index.html; `/dir` → 301 to `/dir/` (query kept); a path that leaves rootDir is
 * forbidden; `_headers` and `_redirects` are configuration, not content, so they are missing.
 * pathname is the decoded URL path; search is the raw query string with its "?" (or "").
 */
export async function resolveRequestPath(
  rootDir: string,
  pathname: string,
  search = "",
): Promise<RequestTarget> {
  if (pathname.includes("\0")) return { kind: "forbidden" }
  const target = path.resolve(rootDir, `.${pathname}`)
  if (target !== rootDir && !target.startsWith(rootDir + path.sep)) return { kind: "forbidden" }
  if ((CONFIG_FILES as readonly string[]).includes(path.relative(rootDir, target))) {
    return { kind: "missing" }
  }

  const found = await kindOf(target)
  if (found === "file")
    return pathname.endsWith("/") ? { kind: "missing" } : { kind: "file", file: target }
  if (found !== "directory") return { kind: "missing" }

  const index = path.join(target, "index.html")
  if ((await kindOf(index)) !== "file") return { kind: "missing" }
  if (pathname.endsWith("/")) return { kind: "file", file: index }
  // One leading slash only: "//host" in Location would send the browser to another site.
  const location = `/${pathname.replace(/^\/+/, "")}/`
  const encoded = encodeURI(location).replace(/[?#]/g, (char) => encodeURIComponent(char))
  return { kind: "redirect", location: encoded + search }
}

async function kindOf(file: string): Promise<"file" | "directory" | "none"> {
  try {
    const info = await stat(file)
    if (info.isFile()) return "file"
    return info.isDirectory() ? "directory" : "none"
  } catch (caught) {
    const code = (caught as NodeJS.ErrnoException).code
    if (code === "ENOENT" || code === "ENOTDIR") return "none"
    throw caught
  }
}

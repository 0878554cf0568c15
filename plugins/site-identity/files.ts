/** The derived identity files' names in public/, from src/lib/identity-files.ts's addresses. */
import * as paths from "../../src/lib/identity-files"

const file = (path: string) => path.replace(/^\//, "")

export const IDENTITY_FILES = {
  logo: file(paths.LOGO_PATH),
  logoOnDark: file(paths.LOGO_ON_DARK_PATH),
  faviconSvg: file(paths.FAVICON_SVG_PATH),
  faviconPng: file(paths.FAVICON_PNG_PATH),
  faviconIco: file(paths.FAVICON_ICO_PATH),
  appleTouchIcon: file(paths.APPLE_TOUCH_ICON_PATH),
  appIcon: file(paths.APP_ICON_PATH),
  manifest: file(paths.MANIFEST_PATH),
  linkPreview: file(paths.LINK_PREVIEW_PATH),
} as const

export const IDENTITY_FILE_NAMES: readonly string[] = Object.values(IDENTITY_FILES)

/**
 * The files the build derives from the firm's identity, by name in public/: plugins/site-identity
 * writes them from content/identidade/, the site links each at "/" + its name
 * (docs/content-model.md, "The firm's identity: pictures and colours").
 */
export const IDENTITY_FILES = {
  logo: "logo-text.png",
  logoOnDark: "logo-text-white.png",
  faviconSvg: "favicon.svg",
  faviconPng: "favicon-32.png",
  faviconIco: "favicon.ico",
  appleTouchIcon: "apple-touch-icon.png",
  appIcon: "icon-512.png",
  manifest: "manifest.webmanifest",
  linkPreview: "og-image.jpg",
} as const

/** An identity file's address on the site: identityPath("logo") is "/logo-text.png". */
export const identityPath = (file: keyof typeof IDENTITY_FILES) => `/${IDENTITY_FILES[file]}`

/** The link-preview picture's size, as link previews (Open Graph) expect it. */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const

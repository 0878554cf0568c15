/**
 * The addresses of the files the build derives from the firm's identity (plugins/site-identity
 * writes them; content/identidade/ is where they come from). The SPEC fixes the logo's.
 */
export const LOGO_PATH = "/logo-text.png"
export const LOGO_ON_DARK_PATH = "/logo-text-white.png"
export const FAVICON_SVG_PATH = "/favicon.svg"
export const FAVICON_PNG_PATH = "/favicon-32.png"
export const FAVICON_ICO_PATH = "/favicon.ico"
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png"
export const APP_ICON_PATH = "/icon-512.png"
export const MANIFEST_PATH = "/manifest.webmanifest"
export const LINK_PREVIEW_PATH = "/og-image.jpg"

/** The link-preview picture's size, as link previews (Open Graph) expect it. */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const

/**
 * The names of the line icons `src/components/icon.tsx` draws: a lib module may name an icon
 * (the services' list) without importing the component. A new icon is added here and there.
 */
export const ICON_NAMES = [
  "phone",
  "mail",
  "whatsapp",
  "pin",
  "clock",
  "menu",
  "close",
  "chevronLeft",
  "chevronRight",
  "arrowRight",
  "check",
  "droplet",
  "waves",
  "rain",
  "mountain",
  "award",
  "shield",
  "users",
  "leaf",
  "linkedin",
  "instagram",
  "facebook",
  "accessibility",
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** Links built from the display strings maintainers write in content/site.json. */

const digits = (text: string) => text.replace(/\D/g, "")

/** "(11) 2345-6789" → "tel:+551123456789" (Brazil's country code added). */
export function telHref(phone: string): string {
  return `tel:+55${digits(phone)}`
}

/** The text a WhatsApp conversation started from the site opens with. */
export const WHATSAPP_GREETING = "Olá! Gostaria de falar sobre um projeto."

/** "(11) 91234-5678" → WhatsApp click-to-chat link. */
export function whatsappHref(phone: string, message?: string): string {
  const text = message ? `?text=${encodeURIComponent(message)}` : ""
  return `https://wa.me/55${digits(phone)}${text}`
}

/**
 * mailto: with an optional subject and body. encodeURIComponent, not URLSearchParams: mail
 * clients read "+" literally, so spaces must be %20.
 */
export function mailtoHref(
  email: string,
  fields: { subject?: string; body?: string } = {},
): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`)
    .join("&")
  return query ? `mailto:${email}?${query}` : `mailto:${email}`
}

/** "08:00" → "8h", "17:30" → "17h30". */
export function hourLabel(time: string): string {
  const [hours, minutes] = time.split(":")
  const h = String(Number(hours))
  return minutes && minutes !== "00" ? `${h}h${minutes}` : `${h}h`
}

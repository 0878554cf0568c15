import { useEffect, useState, type CSSProperties } from "react"

interface FooterLogoPreviewProps {
  src: string
  /** Whether `src` is the firm's own logo for dark backgrounds. */
  onDark: boolean
}

/**
 * The dark footer's logo as the build draws it (plugins/site-identity/derive.ts): the firm's
 * version for dark backgrounds as it is; else its logo in white or, for a logo with no
 * transparent pixel (white would fill its whole box), on a plate of its top-left colour.
 */
export function FooterLogoPreview({ src, onDark }: FooterLogoPreviewProps) {
  const plate = usePlate(onDark ? null : src)
  const style: CSSProperties | undefined = onDark
    ? undefined
    : plate
      ? { background: plate, borderRadius: 6, padding: 6 }
      : { filter: "brightness(0) invert(1)" }
  return <img src={src} alt="Logotipo no rodapé" width={160} height={40} style={style} />
}

/** "rgb(r, g, b)", the top-left pixel of a picture with no transparent pixel; else null. */
function usePlate(src: string | null): string | null {
  const [plate, setPlate] = useState<string | null>(null)
  useEffect(() => {
    setPlate(null)
    if (!src) return
    const image = new Image()
    image.onload = () => {
      const canvas = document.createElement("canvas")
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext("2d")
      if (!context) return
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      for (let at = 3; at < data.length; at += 4) if (data[at] < 255) return
      setPlate(`rgb(${data[0]}, ${data[1]}, ${data[2]})`)
    }
    image.src = src
  }, [src])
  return plate
}

import type { CSSProperties } from "react"
import styled from "@emotion/styled"
import { CategoryTags } from "../../../src/components/projects/category-tags"
import { Eyebrow, Inner } from "../../../src/components/ui/section"
import { pillButton } from "../../../src/styles/mixins"
import { colorProperty, FIRM_COLOR_KEYS } from "../../../src/styles/firm-colors"
import { resolvePalette, type ChosenColors } from "../../site-identity/palette"
import { PREVIEW } from "./firm-words"
import { entryData, type DecapPreviewProps } from "./decap"
import { FooterLogoPreview } from "./footer-logo-preview"

/**
 * The firm's identity as the site draws it: the logo in the header and on the dark footer, and
 * the chosen colours on a title, a link, a button and the categories. The colours are set on
 * this preview's box as the CSS custom properties the site's styles read.
 */
export function IdentityPreview(props: DecapPreviewProps) {
  const data = entryData(props)
  const chosen = hexOnly(data.colors)
  // Only the published main and accent colours stand in for missing ones: the published shades,
  // derived or not, would keep the old colours' shades when the maintainer picks a new colour.
  const { primary, accent } = PREVIEW.palette ?? {}
  const palette = resolvePalette({ primary, accent, ...chosen })
  const properties = Object.fromEntries(
    FIRM_COLOR_KEYS.map((key) => [colorProperty(key), palette[key]]),
  ) as CSSProperties
  const logo = asset(props, data.logo)
  const logoOnDark = asset(props, data.logoOnDark)
  return (
    <div style={properties} data-testid="identidade">
      <Bar>{logo && <img src={logo} alt="Logotipo" width={160} height={40} />}</Bar>
      <Inner>
        <Eyebrow>Cor de destaque escura</Eyebrow>
        <h2>Um título na cor principal escura</h2>
        <p>
          Um texto com <a href="#identidade">um link na cor principal</a>.
        </p>
        <Button type="button">Botão na cor principal</Button>
        <CategoryTags categories={["Água", "Esgoto"]} />
      </Inner>
      <Footer>
        {(logoOnDark || logo) && (
          <FooterLogoPreview src={logoOnDark ?? logo ?? ""} onDark={Boolean(logoOnDark)} />
        )}
      </Footer>
    </div>
  )
}

const hexOnly = (value: unknown): ChosenColors =>
  Object.fromEntries(
    Object.entries(value && typeof value === "object" ? value : {}).filter(
      ([, color]) => typeof color === "string" && /^#[0-9a-f]{6}$/i.test(color),
    ),
  )

const asset = (props: DecapPreviewProps, name: unknown) =>
  typeof name === "string" && name.trim() !== "" ? props.getAsset(name).toString() : null

const Bar = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  img {
    display: block;
    object-fit: contain;
    object-position: left;
  }
`

const Button = styled.button`
  ${({ theme }) => pillButton(theme)};
  margin-bottom: ${({ theme }) => theme.space.md};
`

const Footer = styled.div`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.footer};
`

import styled from "@emotion/styled"

/** Decorative water lines behind the hero text: vector, so nothing to download or wait for. */
export function HeroWaves() {
  return (
    <Svg
      viewBox="0 0 1440 560"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 420c180-60 360-60 540 0s360 60 540 0 270-60 360-40v220H0z" opacity=".10" />
      <path d="M0 470c200-50 400-50 600 0s400 50 600 0 180-40 240-30v120H0z" opacity=".14" />
      <path
        d="M760 40c120 90 220 90 340 20s220-60 340 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        opacity=".18"
      />
      <path
        d="M700 110c140 90 240 90 380 20s240-60 360 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        opacity=".12"
      />
    </Svg>
  )
}

const Svg = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  fill: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.white};
  pointer-events: none;
`

import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import styled from "@emotion/styled"
import Slider from "react-slick"
import { GatsbyImage } from "gatsby-plugin-image"
import { Icon } from "../icon"
import { slickStructure } from "./slick-structure"
import type { Slide } from "../../lib/project"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"

interface ProjectCarouselProps {
  title: string
  slides: readonly Slide[]
}

/**
 * The project dialog's looping carousel on react-slick, with our own arrows and counter. A
 * picture that fails to load is dropped, so the visitor never meets a broken slide; only the
 * current slide is reachable by assistive technology (slick's clones and hidden slides are made
 * inert). A visitor who asks for reduced motion gets each slide at once, without the sliding
 * (WCAG 2.3.3). See docs/behaviours.md#project-dialog.
 */
export function ProjectCarousel({ title, slides }: ProjectCarouselProps) {
  const sliderRef = useRef<Slider>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const [current, setCurrent] = useState(0)
  const shown = slides.filter((slide) => !failed.has(slide.key))
  const count = shown.length
  const position = Math.min(current, Math.max(count - 1, 0))
  const looping = count > 1
  const reducedMotion = usePrefersReducedMotion()
  // The slide to start from is fixed per mount (the slider is re-created when a slide is
  // dropped); changing react-slick's props while it runs makes it re-measure mid-move.
  const start = useRef({ count, position })
  if (start.current.count !== count) start.current = { count, position }

  // Only the current slide is reachable: slick's clones and the other slides are inert.
  // Slides are matched by slick's data-index (clones have indexes outside 0…count-1).
  useEffect(() => {
    frameRef.current?.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
      const isCurrent = slide.dataset.index === String(position)
      slide.toggleAttribute("inert", !isCurrent)
      slide.setAttribute("aria-hidden", String(!isCurrent))
    })
  })

  // gatsby-plugin-image draws client-side images through innerHTML, so its onError prop never
  // fires; image errors do not bubble, but they can be caught on the way down.
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return undefined
    const onError = (event: Event) => {
      const key = (event.target as Element).closest("[data-slide]")?.getAttribute("data-slide")
      if (key) setFailed((previous) => (previous.has(key) ? previous : new Set(previous).add(key)))
    }
    frame.addEventListener("error", onError, true)
    return () => frame.removeEventListener("error", onError, true)
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") sliderRef.current?.slickPrev()
    else if (event.key === "ArrowRight") sliderRef.current?.slickNext()
  }

  return (
    <Region
      role="region"
      aria-roledescription="carrossel"
      aria-label={`Imagens do projeto ${title}`}
      onKeyDown={looping ? onKeyDown : undefined}
    >
      <Frame ref={frameRef}>
        <Slider
          ref={sliderRef}
          key={count}
          arrows={false}
          dots={false}
          infinite={looping}
          swipe={looping}
          accessibility={false}
          speed={300}
          useCSS={!reducedMotion}
          waitForAnimate={false}
          initialSlide={start.current.position}
          beforeChange={(_from, to) => setCurrent(to)}
        >
          {shown.map((slide, index) => (
            <SlideFrame key={slide.key} data-slide={slide.key}>
              <GatsbyImage
                image={slide.image}
                alt={`${title}: imagem ${index + 1} de ${count}`}
                objectFit="contain"
                loading={index === position ? "eager" : "lazy"}
              />
            </SlideFrame>
          ))}
        </Slider>
      </Frame>
      {looping && (
        <Controls>
          <Arrow type="button" onClick={() => sliderRef.current?.slickPrev()}>
            <Icon name="chevronLeft" size={22} />
            <span className="visually-hidden">Imagem anterior</span>
          </Arrow>
          <Counter aria-live="polite" aria-atomic="true">
            <span className="visually-hidden">Imagem </span>
            {`${position + 1} / ${count}`}
          </Counter>
          <Arrow type="button" onClick={() => sliderRef.current?.slickNext()}>
            <Icon name="chevronRight" size={22} />
            <span className="visually-hidden">Próxima imagem</span>
          </Arrow>
        </Controls>
      )}
    </Region>
  )
}

const Region = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.footer};
`

const Frame = styled.div`
  aspect-ratio: 3 / 2;
  max-height: 56vh;
  width: 100%;
  overflow: hidden;
  ${slickStructure}
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }
`

const SlideFrame = styled.div`
  height: 100%;
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.white};
`

const Counter = styled.p`
  min-width: 4.5em;
  margin: 0;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`

const Arrow = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.glassBorder};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.glass};
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;
`

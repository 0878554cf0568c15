import { css } from "@emotion/react"

/** slick.css's layout rules only, here so they ship in the dialog's chunk, not every page's CSS. */
export const slickStructure = css`
  .slick-slider {
    position: relative;
    display: block;
    height: 100%;
    user-select: none;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-list {
    position: relative;
    display: block;
    height: 100%;
    overflow: hidden;
    margin: 0;
    padding: 0;
  }
  .slick-slider .slick-track,
  .slick-slider .slick-list {
    transform: translate3d(0, 0, 0);
  }
  .slick-track {
    position: relative;
    top: 0;
    left: 0;
    display: block;
    height: 100%;
  }
  .slick-track::before,
  .slick-track::after {
    display: table;
    content: "";
  }
  .slick-track::after {
    clear: both;
  }
  .slick-slide {
    display: none;
    float: left;
    height: 100%;
    min-height: 1px;
  }
  .slick-slide > div {
    height: 100%;
  }
  .slick-initialized .slick-slide {
    display: block;
  }
`

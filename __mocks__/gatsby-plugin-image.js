// Renders images as plain <img> so tests can query them by alt text.
const React = require("react")

const firstSrc = (image) => image?.images?.fallback?.src ?? ""

module.exports = {
  GatsbyImage: jest
    .fn()
    .mockImplementation(({ image, alt, className, style, loading }) =>
      React.createElement("img", { src: firstSrc(image), alt, className, style, loading }),
    ),
  StaticImage: jest
    .fn()
    .mockImplementation(({ src, alt, className }) =>
      React.createElement("img", { src, alt, className }),
    ),
  getImage: jest
    .fn()
    .mockImplementation(
      (node) => node?.childImageSharp?.gatsbyImageData ?? node?.gatsbyImageData ?? node,
    ),
  getSrc: jest
    .fn()
    .mockImplementation((node) => firstSrc(node?.childImageSharp?.gatsbyImageData ?? node)),
}

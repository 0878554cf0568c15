const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic" }],
    ["@babel/preset-typescript", { isTSX: true, allExtensions: true, jsxPragma: "jsx" }],
  ],
  plugins: [],
  overrides: [],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)

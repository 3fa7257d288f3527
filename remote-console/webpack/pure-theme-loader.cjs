// '@chakra-ui/react/theme' declares its tokens next to `defaultThemeConfig = defineConfig({ ... recipes ... })`.
// webpack cannot know that call is pure, so importing only the tokens and a few recipes would keep every recipe;
// annotating it lets the unused ones be dropped.
const DECLARATION = 'const defaultThemeConfig = defineConfig(';

module.exports = function pureThemeLoader(source) {
  if (!source.includes(DECLARATION)) {
    this.emitError(
      new Error(`${this.resourcePath} no longer declares "${DECLARATION}": unused Chakra recipes would ship`),
    );
    return source;
  }
  return source.replace(DECLARATION, `const defaultThemeConfig = /* @__PURE__ */ defineConfig(`);
};

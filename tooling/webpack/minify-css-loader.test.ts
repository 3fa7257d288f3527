import path from 'node:path';

interface LoaderContext {
  async: () => (error: Error | null, code?: string) => void;
  emitWarning: (warning: Error) => void;
  resourcePath: string;
}
type Loader = (this: LoaderContext, source: string) => void;

const minifyCssLoader = require('./minify-css-loader.cjs') as Loader;

function run(source: string, warnings: Error[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    minifyCssLoader.call(
      {
        async: () => (error, code) => (error ? reject(error) : resolve(code ?? '')),
        emitWarning: (warning) => warnings.push(warning),
        resourcePath: path.join(__dirname, 'example.module.css'),
      },
      source,
    );
  });
}

describe('minify-css-loader', () => {
  it('minifies a stylesheet', async () => {
    const css = await run('.title {\n  /* the hero */\n  color: #ffffff;\n  margin: 0px 0px;\n}\n');
    expect(css.trim()).toBe('.title{color:#fff;margin:0}');
  });

  it('leaves CSS-module syntax for css-loader', async () => {
    const css = await run(
      '.content :global(.legal-table) { overflow-x: auto; }\n.link { composes: button; }\n',
    );
    expect(css).toContain(':global(.legal-table)');
    expect(css).toContain('composes:button');
  });

  it('reports what it could not read as a build warning naming the file and line', async () => {
    const warnings: Error[] = [];
    await run('.a {\n  color: red;\n}\n}\n', warnings);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/example\.module\.css:4:\d+: /);
  });
});

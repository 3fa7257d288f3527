/**
 * @jest-environment node
 */
// The renderer runs in the build (Node), so its tests do too (the yaml package's browser build is ESM-only).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_DOCS, PUBLIC_LEGAL_PATHS } from '../content/catalog';
import legalMarkdownLoader from './legal-markdown-loader';
import { LegalMarkdownError, renderLegalMarkdown } from './render-legal-markdown';

const appDir = path.resolve(__dirname, '../..');
const contentDir = path.join(appDir, 'content');
const configFile = path.join(appDir, 'legal.config.json');
const realConfig: unknown = JSON.parse(readFileSync(configFile, 'utf8'));

const config = {
  company: {
    name: '株式会社テスト',
    nameEn: 'Test *Inc*',
    supportUrl: 'https://support.example/',
    email: 'help@example.com',
    year: 2026,
  },
  game: { name: '星のテスト', currency: '星石' },
};

function doc(
  body: string,
  frontMatter = 'title: テスト規約\nlang: ja\nenacted: 2026-04-01\nupdated: 2026-05-01',
): string {
  return `---\n${frontMatter}\n---\n\n${body}`;
}

function render(body: string, frontMatter?: string, file = 'content/test.ja.md') {
  return renderLegalMarkdown(doc(body, frontMatter), { config, file, internalPaths: PUBLIC_LEGAL_PATHS });
}

function renderError(source: string, file = 'content/test.ja.md'): LegalMarkdownError {
  try {
    renderLegalMarkdown(source, { config, file, internalPaths: PUBLIC_LEGAL_PATHS });
  } catch (error) {
    expect(error).toBeInstanceOf(LegalMarkdownError);
    return error as LegalMarkdownError;
  }
  throw new Error('expected the document to fail');
}

describe('front matter', () => {
  it('reads title, lang, enacted and updated, and fills placeholders in the title', () => {
    const { attributes } = render(
      'text',
      'title: "{{game.name}} 利用規約"\nlang: ja\nenacted: 2026-04-01\nupdated: 2026-10-15',
    );
    expect(attributes).toEqual({
      title: '星のテスト 利用規約',
      lang: 'ja',
      enacted: '2026-04-01',
      updated: '2026-10-15',
    });
  });

  it('does not leave the front matter in the text', () => {
    const { html } = render('本文');
    expect(html).toBe('<p>本文</p>\n');
  });

  it.each([
    ['no front matter', '# no front matter', /must start with YAML front matter/],
    [
      'a missing title',
      doc('x', 'lang: ja\nenacted: 2026-04-01\nupdated: 2026-04-01'),
      /"title" is required/,
    ],
    [
      'an unknown lang',
      doc('x', 'title: t\nlang: fr\nenacted: 2026-04-01\nupdated: 2026-04-01'),
      /"lang" must be/,
    ],
    [
      'a bad date',
      doc('x', 'title: t\nlang: ja\nenacted: 2026/04/01\nupdated: 2026-04-01'),
      /"enacted" must be a date/,
    ],
    [
      'an impossible date',
      doc('x', 'title: t\nlang: ja\nenacted: 2026-02-30\nupdated: 2026-04-01'),
      /not a real date/,
    ],
    [
      'an update before enactment',
      doc('x', 'title: t\nlang: ja\nenacted: 2026-04-01\nupdated: 2026-03-01'),
      /"updated" \(2026-03-01\) is before "enacted"/,
    ],
    ['invalid YAML', doc('x', 'title: [unclosed\nlang: ja'), /not valid YAML/],
  ])('fails the build on %s', (_name, source, message) => {
    const error = renderError(source);
    expect(error.message).toMatch(message);
    expect(error.message).toContain('content/test.ja.md');
  });

  it('fails when lang contradicts the file name', () => {
    const error = renderError(doc('x'), 'content/user.en.md');
    expect(error.message).toContain(
      'content/user.en.md: front matter "lang" is ja but the file name says en',
    );
  });
});

describe('placeholders', () => {
  it('substitutes {{company.*}} and {{game.*}} values, numbers included', () => {
    const { html } = render(
      '{{company.name}}が提供する「{{ game.name }}」の{{game.currency}}（{{company.year}}年）',
    );
    expect(html).toBe('<p>株式会社テストが提供する「星のテスト」の星石（2026年）</p>\n');
  });

  it('inserts values as text: Markdown punctuation in a value changes nothing', () => {
    const { html } = render('© {{company.nameEn}}');
    expect(html).toBe('<p>© Test *Inc*</p>\n');
  });

  it('turns URL and e-mail values into links, also as a link target', () => {
    const { html } = render(
      '窓口：{{company.supportUrl}}（平日）\n\nメール：{{company.email}}\n\n[フォーム]({{company.supportUrl}})',
    );
    expect(html).toContain('窓口：<a href="https://support.example/">https://support.example/</a>（平日）');
    expect(html).toContain('<a href="mailto:help@example.com">help@example.com</a>');
    expect(html).toContain(
      '<a href="https://support.example/" data-print-url="https://support.example/">フォーム</a>',
    );
  });

  it('fails the build on a missing key, naming the key, the file and the line', () => {
    const error = renderError(doc('first line\n\n{{company.fax}} です'), 'content/user.ja.md');
    expect(error.message).toContain('content/user.ja.md');
    expect(error.message).toContain('"company.fax" (line 10)');
    expect(error.message).toContain('legal.config.json');
  });

  it('lists every missing key at once, and treats an object or empty value as missing', () => {
    const error = renderError(doc('{{game.title}} {{company}} {{company.name}} {{game.price}}'));
    expect(error.message).toMatch(
      /missing placeholder keys "game.title" \(line \d+\), "company" \(line \d+\), "game.price"/,
    );
  });

  it('fails on a malformed placeholder rather than shipping braces', () => {
    expect(renderError(doc('{{company.name}')).message).toMatch(/malformed placeholder/);
    expect(renderError(doc('{{ company name }}')).message).toMatch(/malformed placeholder/);
  });
});

describe('headings', () => {
  it('gives h2/h3 stable ids and lists them with their text', () => {
    const { html, headings } = render(
      [
        '## 第1条（目的）',
        '## 第２条（定義）',
        '### 細則',
        '### 2. 例外',
        '## 事業者に関する表示',
        '## 3. 動画投稿・ライブ配信',
        '## Article 9 (Refunds of Star Crystals)',
        '## Supplementary Provisions',
        '## 附則',
        '#### 小見出し',
      ].join('\n\n'),
    );
    expect(headings).toEqual([
      { id: 'article-1', text: '第1条（目的）', depth: 2 },
      { id: 'article-2', text: '第２条（定義）', depth: 2 },
      { id: 'article-2-1', text: '細則', depth: 3 },
      { id: 'article-2-2', text: '2. 例外', depth: 3 },
      { id: 'section-3', text: '事業者に関する表示', depth: 2 },
      { id: 'section-3-2', text: '3. 動画投稿・ライブ配信', depth: 2 },
      { id: 'article-9', text: 'Article 9 (Refunds of Star Crystals)', depth: 2 },
      { id: 'supplementary-provisions', text: 'Supplementary Provisions', depth: 2 },
      { id: 'supplementary-provisions-2', text: '附則', depth: 2 },
    ]);
    expect(html).toContain('<h2 id="article-1">第1条（目的）</h2>');
    expect(html).toContain('<h3 id="article-2-1">細則</h3>');
    expect(html).toContain('<h4>小見出し</h4>');
  });

  it('puts each article (an h2 and its text) in a section of its own, after the preamble', () => {
    const { html } = render(
      '前文\n\n## 第1条（目的）\n\n本文1\n\n### 細則\n\n本文2\n\n## 第2条（定義）\n\n本文3',
    );
    expect(html).toBe(
      [
        '<p>前文</p>',
        '<section>',
        '<h2 id="article-1">第1条（目的）</h2>',
        '<p>本文1</p>',
        '<h3 id="article-1-1">細則</h3>',
        '<p>本文2</p>',
        '</section>',
        '<section>',
        '<h2 id="article-2">第2条（定義）</h2>',
        '<p>本文3</p>',
        '</section>',
        '',
      ].join('\n'),
    );
  });

  it('uses the substituted, plain text of a heading', () => {
    const { headings } = render('## 第7条（{{game.currency}}の**購入**）');
    expect(headings).toEqual([{ id: 'article-7', text: '第7条（星石の購入）', depth: 2 }]);
  });

  it('slugs other English headings', () => {
    expect(render('## Contact & Support').headings[0]?.id).toBe('contact-support');
  });

  it('refuses a second h1: the title comes from the front matter', () => {
    expect(renderError(doc('# 見出し')).message).toMatch(/use "##" for sections/);
  });
});

describe('escaping', () => {
  it('escapes a <script> block instead of passing it through', () => {
    const { html } = render('<script>alert("x")</script>\n\n本文');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('escapes inline HTML, attributes and comments too', () => {
    const { html } = render('前 <img src=x onerror="alert(1)"> 後 <b>太字</b> <!-- note -->');
    expect(html).not.toMatch(/<img|<b>|<!--/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;b&gt;太字&lt;/b&gt;');
  });

  it('escapes HTML inside table cells and headings', () => {
    const { html, headings } = render(
      '## 第1条 <i>x</i>\n\n| a | b |\n| - | - |\n| <script>x</script> | y |',
    );
    expect(html).not.toMatch(/<script|<i>/);
    expect(headings[0]?.text).toBe('第1条 <i>x</i>');
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHA+', 'vbscript:x', '//evil.example/'])(
    'fails the build on a link to %s',
    (href) => {
      expect(renderError(doc(`[x](${href})`)).message).toMatch(/is not allowed/);
    },
  );

  it('does not link bare URLs inside Japanese text (write <…> instead)', () => {
    expect(render('詳細はhttps://example.com/を参照').html).toBe('<p>詳細はhttps://example.com/を参照</p>\n');
  });
});

describe('links and tables', () => {
  it('marks links to other legal pages, and fails on an unknown site path', () => {
    expect(render('[利用規約](/user)').html).toBe('<p><a data-internal="" href="/user">利用規約</a></p>\n');
    expect(renderError(doc('[規約](/usr)')).message).toContain('link to unknown page "/usr"');
  });

  it('renders real tables: column headers, and the first cell of a row as its header', () => {
    const { html } = render('| 項目 | 内容 |\n| --- | --- |\n| 販売事業者 | {{company.name}} |');
    expect(html).toContain('<thead><tr><th scope="col">項目</th><th scope="col">内容</th></tr></thead>');
    expect(html).toContain('<tr><th scope="row">販売事業者</th><td>株式会社テスト</td></tr>');
  });

  it("puts a table in a box the keyboard can scroll, named by its section's heading", () => {
    const { html } = render('## 販売価格\n\n| 商品 | 価格 |\n| --- | --- |\n| 星晶石 | 120円 |');
    expect(html).toContain(
      '<div class="legal-table" tabindex="0" role="region" aria-labelledby="section-1"><p class="legal-table-hint" aria-hidden="true">表は横にスクロールできます</p><table>',
    );
    expect(html).toContain('<h2 id="section-1">販売価格</h2>');
  });

  it("says in the document's language that a table goes on sideways", () => {
    const english = render(
      '## Fees\n\n| Item | Price |\n| --- | --- |\n| Stars | 120 yen |',
      'title: Test Terms\nlang: en\nenacted: 2026-04-01\nupdated: 2026-05-01',
      'content/test.en.md',
    );
    expect(english.html).toContain(
      '<p class="legal-table-hint" aria-hidden="true">Scroll sideways to see the whole table</p>',
    );
  });

  it('keeps a line break of the source (Japanese has no spaces to join lines with)', () => {
    expect(render('2026年4月1日 制定\n2026年10月15日 改定').html).toBe(
      '<p>2026年4月1日 制定<br>2026年10月15日 改定</p>\n',
    );
  });
});

describe('the real documents', () => {
  const files = readdirSync(contentDir).filter((file) => file.endsWith('.md'));

  it('has a Markdown file for every catalog entry', () => {
    expect(files.sort()).toEqual(LEGAL_DOCS.map((entry) => entry.source).sort());
  });

  it.each(LEGAL_DOCS.map((entry) => [entry.source, entry] as const))('%s renders', (source, entry) => {
    const text = readFileSync(path.join(contentDir, source), 'utf8');
    const result = renderLegalMarkdown(text, {
      config: realConfig,
      file: `content/${source}`,
      internalPaths: PUBLIC_LEGAL_PATHS,
    });
    expect(result.attributes.title).toBe(entry.title);
    expect(result.attributes.lang).toBe(entry.lang);
    expect(result.html).not.toMatch(/\{\{|\}\}/);
    expect(result.headings.length).toBeGreaterThan(2);
    const ids = result.headings.map((heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('renders SpecifiedCommercial with its tables and the company facts', () => {
    const text = readFileSync(path.join(contentDir, 'SpecifiedCommercial.ja.md'), 'utf8');
    const { html } = renderLegalMarkdown(text, {
      config: realConfig,
      file: 'content/SpecifiedCommercial.ja.md',
    });
    expect(html.match(/<table>/g)).toHaveLength(4);
    expect(html).toContain('<th scope="row">販売事業者</th><td>株式会社ステラゲート（Stellagate Inc.）</td>');
  });

  it('the loader emits the HTML as a file, exports what fetches it, and watches the config file', () => {
    const dependencies: string[] = [];
    const emitted: Record<string, string> = {};
    const resourcePath = path.join(contentDir, 'privacy.en.md');
    const output = legalMarkdownLoader.call(
      {
        getOptions: () => ({ configFile, internalPaths: [...PUBLIC_LEGAL_PATHS] }),
        addDependency: (file: string) => dependencies.push(file),
        emitFile: (name: string, content: string) => (emitted[name] = content),
        rootContext: appDir,
        resourcePath,
      } as unknown as ThisParameterType<typeof legalMarkdownLoader>,
      readFileSync(resourcePath, 'utf8'),
    );
    expect(dependencies).toEqual([configFile]);
    const [file, html] = Object.entries(emitted)[0] ?? [];
    expect(file).toMatch(/^legal\/privacy\.en\.[0-9a-f]{8}\.html$/);
    expect(html).toContain('<h2 id=');
    expect(output).toContain(`fetch(__webpack_public_path__ + "${file}")`);
    expect(output).toContain('export default { html, headings, attributes };');
    expect(output).toContain('"title":"Privacy Policy"');
  });

  it('the loader names the file when a key is missing', () => {
    const resourcePath = path.join(contentDir, 'user.ja.md');
    expect(() =>
      legalMarkdownLoader.call(
        {
          getOptions: () => ({ configFile: path.join(appDir, 'package.json') }),
          addDependency: () => undefined,
          emitFile: () => undefined,
          rootContext: appDir,
          resourcePath,
        } as unknown as ThisParameterType<typeof legalMarkdownLoader>,
        readFileSync(resourcePath, 'utf8'),
      ),
    ).toThrow(/remote-legal\/content\/user\.ja\.md: missing placeholder keys "company\.name"/);
  });
});

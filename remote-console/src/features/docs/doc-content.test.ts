import docsEnUS from '../../i18n/docs.en-US';
import docsZhCN from '../../i18n/docs.zh-CN';
import { DOCS, DOC_SECTIONS, docBlocks } from './doc-content';

describe('help documents', () => {
  it.each([
    ['en-US', docsEnUS],
    ['zh-CN', docsZhCN],
  ])('have a title, an introduction and every section in %s', (_locale, texts) => {
    for (const doc of DOCS) {
      expect(texts[`docs.${doc}.title`]).toBeTruthy();
      expect(texts[`docs.${doc}.intro`]).toBeTruthy();
      for (let n = 1; n <= DOC_SECTIONS[doc]; n++) {
        expect(texts[`docs.${doc}.s${n}.title`]).toBeTruthy();
        expect(texts[`docs.${doc}.s${n}.body`]).toBeTruthy();
      }
      expect(texts[`docs.${doc}.s${DOC_SECTIONS[doc] + 1}.title`]).toBeUndefined();
    }
  });

  it('split a section into paragraphs and lists', () => {
    expect(
      docBlocks('One line\ncontinued.\n\n- a\n- b\n\n1. first\n2. second\n\n- mixed\nnot a list'),
    ).toEqual([
      { kind: 'paragraph', text: 'One line continued.' },
      { kind: 'list', ordered: false, items: ['a', 'b'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'paragraph', text: '- mixed not a list' },
    ]);
  });
});

import {
  basePackage,
  incompatibilityMessage,
  parseHostShared,
  sharedProblems,
  sharedRequirements,
} from './shared-guard.js';

const host = [
  { name: 'react', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1' },
  { name: '@site/shared', version: '0.1.0' },
  { name: 'jotai', version: '2.20.3' },
];

describe('basePackage', () => {
  it('maps deep imports and trailing-slash entries to their package', () => {
    expect(basePackage('react')).toBe('react');
    expect(basePackage('react/')).toBe('react');
    expect(basePackage('react/jsx-runtime')).toBe('react');
    expect(basePackage('jotai/vanilla/internals')).toBe('jotai');
    expect(basePackage('@site/shared')).toBe('@site/shared');
    expect(basePackage('@site/shared/ui')).toBe('@site/shared');
  });
});

describe('sharedRequirements', () => {
  it('reads one requirement per package and range from a federation manifest', () => {
    const manifest = {
      name: 'remote_player',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
        { name: 'jotai/vanilla', requiredVersion: '^2.20.3' },
        { name: 'lodash', requiredVersion: false },
        { name: 'nothing' },
      ],
    };
    expect(sharedRequirements(manifest)).toEqual([
      { name: 'jotai', requiredVersion: '^2.20.3' },
      { name: 'react', requiredVersion: '^19.3.1' },
    ]);
    expect(sharedRequirements({})).toEqual([]);
    expect(sharedRequirements(null)).toEqual([]);
  });
});

describe('sharedProblems', () => {
  it('accepts a build whose ranges the host satisfies', () => {
    expect(
      sharedProblems(
        [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: '@site/shared', requiredVersion: '^0.1.0' },
          { name: 'jotai', requiredVersion: '>=2.20.0 <3' },
        ],
        host,
      ),
    ).toEqual([]);
  });

  it('names every package the host cannot satisfy', () => {
    expect(
      sharedProblems(
        [
          { name: 'react', requiredVersion: '^20.0.0' },
          { name: 'react-dom', requiredVersion: '^19.3.1' },
          { name: '@site/shared', requiredVersion: '^0.2.0' },
        ],
        host,
      ),
    ).toEqual([
      'it needs react ^20.0.0 but the live host shares react 19.3.1',
      'it needs @site/shared ^0.2.0 but the live host shares @site/shared 0.1.0',
    ]);
  });

  it('leaves packages the host does not share to the remote', () => {
    expect(sharedProblems([{ name: 'lodash', requiredVersion: '^99.0.0' }], host)).toEqual([]);
  });

  it('refuses a range that is not one', () => {
    expect(sharedProblems([{ name: 'react', requiredVersion: 'latest-and-greatest' }], host)).toEqual([
      'it needs react "latest-and-greatest", which is not a version range',
    ]);
  });
});

describe('incompatibilityMessage', () => {
  it('says what cannot be released and why, in one line', () => {
    expect(
      incompatibilityMessage(
        'release',
        'player',
        '0.2.0-abc',
        [{ name: 'react', requiredVersion: '^20.0.0' }],
        host,
      ),
    ).toBe('Cannot release player 0.2.0-abc: it needs react ^20.0.0 but the live host shares react 19.3.1');
    expect(
      incompatibilityMessage(
        'release',
        'player',
        '0.2.0-abc',
        [{ name: 'react', requiredVersion: '^19' }],
        host,
      ),
    ).toBeUndefined();
  });
});

describe('parseHostShared', () => {
  it('reads the list the host build writes and rejects anything else', () => {
    expect(parseHostShared([{ name: 'react', version: '19.3.1' }])).toEqual([
      { name: 'react', version: '19.3.1' },
    ]);
    expect(() => parseHostShared({ react: '19' })).toThrow('federation-shared.json must be a list');
    expect(() => parseHostShared([{ name: 'react' }])).toThrow('federation-shared.json must be a list');
  });
});

import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpError } from '../lib/http-error.js';
import { STAGING_DIR, putBuild } from './put-build.js';

const files = (marker: string) => [
  { path: 'mf-manifest.json', data: Buffer.from('{"name":"remote_player"}') },
  { path: 'prerender/render.cjs', data: Buffer.from(`/* ${marker} */`) },
];

describe('putBuild', () => {
  let store: string;
  beforeEach(() => {
    store = mkdtempSync(path.join(os.tmpdir(), 'put-build-'));
  });
  afterEach(() => rmSync(store, { recursive: true, force: true }));

  it('stores a build under its version, with its folders, and leaves no staging behind', async () => {
    expect(await putBuild(store, 'player', '0.2.0-abc', files('one'))).toBe('stored');
    const folder = path.join(store, 'player', '0.2.0-abc');
    expect(readFileSync(path.join(folder, 'prerender', 'render.cjs'), 'utf8')).toBe('/* one */');
    expect(readdirSync(path.join(store, STAGING_DIR))).toEqual([]);
  });

  it('answers "same" for the same build again and 409 for other content under that version', async () => {
    await putBuild(store, 'player', '0.2.0-abc', files('one'));
    expect(await putBuild(store, 'player', '0.2.0-abc', files('one'))).toBe('same');
    const other = putBuild(store, 'player', '0.2.0-abc', files('two'));
    await expect(other).rejects.toBeInstanceOf(HttpError);
    await expect(other).rejects.toMatchObject({ statusCode: 409 });
    const fewer = putBuild(store, 'player', '0.2.0-abc', files('one').slice(0, 1));
    await expect(fewer).rejects.toMatchObject({ statusCode: 409 });
    expect(readFileSync(path.join(store, 'player', '0.2.0-abc', 'prerender', 'render.cjs'), 'utf8')).toBe(
      '/* one */',
    );
  });

  it('lets two uploads of one build at once both succeed, one of them storing it', async () => {
    const outcomes = await Promise.all([
      putBuild(store, 'player', '0.2.0-abc', files('one')),
      putBuild(store, 'player', '0.2.0-abc', files('one')),
    ]);
    expect(outcomes.sort()).toEqual(['same', 'stored']);
    expect(readdirSync(path.join(store, STAGING_DIR))).toEqual([]);
  });
});

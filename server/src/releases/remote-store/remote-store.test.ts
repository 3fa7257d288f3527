import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../../../test/helpers/test-app.js';
import type { Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { findRepoRoot } from '../../lib/repo-root.js';
import { createDatabaseStore } from './database-store.js';
import { createFolderStore } from './folder-store.js';
import { type BuildFile, type RemoteStore, checkBuildPath, storeKeyOf } from './remote-store.js';

const build = (tag: string): BuildFile[] => [
  { path: 'mf-manifest.json', data: Buffer.from(JSON.stringify({ name: 'remote_player', tag })) },
  { path: 'remoteEntry.js', data: Buffer.from(`/* entry ${tag} */`) },
  { path: 'static/js/1.0123abcd.js', data: Buffer.from([0, 1, 2, 255, 254, 10]) },
];

let dir: string;
let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'remote-store-'));
  ({ db, drop } = await freshDatabase());
  await migrate(db, path.join(findRepoRoot(), 'server/migrations'));
}, 60_000);

afterAll(async () => {
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('store addresses and paths', () => {
  it('reads the remote and version of a /remotes/ address, and nothing else', () => {
    expect(storeKeyOf('/remotes/player/0.1.0-abc/remoteEntry.js')).toEqual({
      name: 'player',
      version: '0.1.0-abc',
    });
    expect(storeKeyOf('/remotes/player/.staging-x/a.js')).toBeUndefined();
    expect(storeKeyOf('/remotes/Player/1/a.js')).toBeUndefined();
    expect(storeKeyOf('/remotes.json')).toBeUndefined();
  });

  it('refuses paths that could leave the version folder', () => {
    expect(checkBuildPath('static/js/a.js')).toBeUndefined();
    expect(checkBuildPath('../x.js')).toMatch(/segments/);
    expect(checkBuildPath('/etc/passwd')).toMatch(/relative/);
    expect(checkBuildPath('a//b.js')).toMatch(/segments/);
    expect(checkBuildPath('a\\b.js')).toMatch(/forward slashes/);
  });
});

describe.each([
  ['folder', () => createFolderStore(mkdtempSync(path.join(dir, 'folder-')))],
  ['database', () => createDatabaseStore(db, mkdtempSync(path.join(dir, 'db-')))],
] as const)('the %s store', (_kind, create) => {
  let store: RemoteStore;
  beforeAll(() => {
    store = create();
  });

  it('stores a build once, answers "same" for the same build and 409 for other content', async () => {
    expect(await store.putBuild('player', '1.0.0-a', build('a'))).toBe('stored');
    expect(await store.putBuild('player', '1.0.0-a', [...build('a')].reverse())).toBe('same');
    await expect(store.putBuild('player', '1.0.0-a', build('other'))).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('player 1.0.0-a is already stored with other content'),
    });
    const file = path.join(store.localDir, 'player', '1.0.0-a', 'static/js/1.0123abcd.js');
    expect([...readFileSync(file)]).toEqual([0, 1, 2, 255, 254, 10]);
  });

  it('refuses a build with a path outside its folder, and stores nothing of it', async () => {
    await expect(
      store.putBuild('player', '1.0.0-bad', [...build('x'), { path: '../evil.js', data: Buffer.from('x') }]),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('../evil.js') });
    expect(existsSync(path.join(store.localDir, 'player', '1.0.0-bad'))).toBe(false);
    expect((await store.list('player')).map((b) => b.version)).not.toContain('1.0.0-bad');
  });

  it('lists what it holds with sizes, and removes a version with its files', async () => {
    await store.putBuild('player', '1.0.0-b', build('b'));
    const listed = await store.list('player');
    expect(listed.map((b) => b.version).sort()).toEqual(['1.0.0-a', '1.0.0-b']);
    const bytes = build('b').reduce((sum, file) => sum + file.data.length, 0);
    expect(listed.find((b) => b.version === '1.0.0-b')?.bytes).toBe(bytes);
    await store.remove('player', '1.0.0-b', new Date());
    expect((await store.list('player')).map((b) => b.version)).toEqual(['1.0.0-a']);
    expect(existsSync(path.join(store.localDir, 'player', '1.0.0-b'))).toBe(false);
    expect(await store.ensureLocal('player', '1.0.0-b')).toBe(false);
  });
});

describe('the database store across instances', () => {
  const instanceA = () => createDatabaseStore(db, mkdtempSync(path.join(dir, 'a-')));
  const instanceB = () => createDatabaseStore(db, mkdtempSync(path.join(dir, 'b-')));

  it('gives another instance its own copy of a stored build, byte for byte', async () => {
    const a = instanceA();
    const b = instanceB();
    await a.putBuild('legal', '2.0.0-x', build('x'));
    expect(existsSync(path.join(b.localDir, 'legal', '2.0.0-x'))).toBe(false);
    expect(await b.ensureLocal('legal', '2.0.0-x')).toBe(true);
    for (const file of build('x')) {
      expect(readFileSync(path.join(b.localDir, 'legal', '2.0.0-x', file.path))).toEqual(file.data);
    }
    expect(await b.ensureLocal('legal', '9.9.9-none')).toBe(false);
  });

  it('stores a build the local publish step copied into the folder when it is first needed', async () => {
    const a = instanceA();
    const folder = path.join(a.localDir, 'legal', '2.1.0-local');
    mkdirSync(path.join(folder, 'static'), { recursive: true });
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name":"remote_legal"}');
    writeFileSync(path.join(folder, 'static', 'a.js'), '/* a */');
    expect(await a.ensureLocal('legal', '2.1.0-local')).toBe(true);
    const b = instanceB();
    expect(await b.ensureLocal('legal', '2.1.0-local')).toBe(true);
    expect(readFileSync(path.join(b.localDir, 'legal', '2.1.0-local', 'static', 'a.js'), 'utf8')).toBe(
      '/* a */',
    );
  });

  it("removes a pruned version's copy on every instance at its next sweep, and lets it be stored again", async () => {
    const a = instanceA();
    const b = instanceB();
    await a.putBuild('legal', '3.0.0-p', build('p'));
    expect(await b.ensureLocal('legal', '3.0.0-p')).toBe(true);
    await a.remove('legal', '3.0.0-p', new Date());
    const files = await db.query('SELECT 1 FROM remote_store_files WHERE remote = $1 AND version = $2', [
      'legal',
      '3.0.0-p',
    ]);
    expect(files).toHaveLength(0);
    expect(await b.sweepLocal()).toContain('legal/3.0.0-p');
    expect(existsSync(path.join(b.localDir, 'legal', '3.0.0-p'))).toBe(false);
    expect((await b.list('legal')).map((x) => x.version)).not.toContain('3.0.0-p');
    expect(await a.putBuild('legal', '3.0.0-p', build('p2'))).toBe('stored');
    expect((await b.list('legal')).map((x) => x.version)).toContain('3.0.0-p');
  });
});

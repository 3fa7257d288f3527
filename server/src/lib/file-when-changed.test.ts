import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileWhenChanged } from './file-when-changed.js';

describe('fileWhenChanged', () => {
  it('looks at the file once a second at most, and reads it again once it changed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'file-when-changed-'));
    try {
      const file = path.join(dir, 'index.html');
      let now = 0;
      let parses = 0;
      const read = fileWhenChanged(
        file,
        (text) => {
          parses += 1;
          return text;
        },
        { now: () => now },
      );
      // Not built yet: looked for at every call, so a first build is seen at once.
      expect(await read()).toBeUndefined();
      writeFileSync(file, 'one');
      expect(await read()).toBe('one');
      writeFileSync(file, 'two');
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      now = 999;
      expect(await read()).toBe('one');
      now = 1000;
      expect(await read()).toBe('two');
      now = 5000;
      expect(await read()).toBe('two');
      expect(parses).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

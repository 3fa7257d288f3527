import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const facade = readFileSync(path.join(__dirname, 'react-router-browser.ts'), 'utf8');
const provided = new Set(
  [...facade.matchAll(/export \{([^}]*)\} from/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Value imports (not `import type`) from react-router or react-router-dom, across every app. */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;
  for (const app of ['host', 'remote-player', 'remote-console', 'remote-legal', 'shared']) {
    for (const file of sourceFiles(path.join(repo, app, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of (match[2] ?? '').split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type '))
            names.set(name.split(/\s+as\s+/)[0] ?? name, path.relative(repo, file));
        }
      }
    }
  }
  return names;
}

describe('the shared React Router browser API', () => {
  it('provides every name an app imports from react-router or react-router-dom', () => {
    const missing = [...importedNames()].filter(([name]) => !provided.has(name));
    expect(missing).toEqual([]);
  });

  it('is what the apps really use (the scan finds their imports)', () => {
    expect(importedNames().has('createBrowserRouter')).toBe(true);
    expect(provided.has('RouterProvider')).toBe(true);
  });
});

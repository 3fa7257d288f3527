import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importedValueNames } from '../../../tooling/webpack/package-facade';

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

/** Value imports (not `import type`) from react-router or react-router-dom, across every app. */
function importedNames(): Set<string> {
  return new Set([
    ...importedValueNames(repo, 'react-router'),
    ...importedValueNames(repo, 'react-router-dom'),
  ]);
}

describe('the shared React Router browser API', () => {
  it('provides every name an app imports from react-router or react-router-dom', () => {
    const missing = [...importedNames()].filter((name) => !provided.has(name));
    expect(missing).toEqual([]);
  });

  it('is what the apps really use (the scan finds their imports)', () => {
    expect(importedNames().has('createBrowserRouter')).toBe(true);
    expect(provided.has('RouterProvider')).toBe(true);
  });
});

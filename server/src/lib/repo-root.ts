import { existsSync } from 'node:fs';
import path from 'node:path';

// Resolved from the working directory rather than the module URL so the same code runs compiled (ESM) and under
// jest (CommonJS), where import.meta is not available.
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

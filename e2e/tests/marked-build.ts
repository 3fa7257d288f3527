import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The play page's lead text, in the player's browser chunks and its prerender build.
const LEADS = ['lead:"インストール不要。', "lead: 'インストール不要。"];

/**
 * A copy of a player build (in `to`) whose play page's lead carries `mark`: a build of another version (the version
 * is read from the content) that a page shows it runs. Its precompressed twins go, so the change is served.
 */
export function markedPlayerBuild(source: string, to: string, mark: string): string {
  cpSync(source, to, { recursive: true });
  for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(c?js|json)$/.test(file)) continue;
    const text = readFileSync(path.join(to, file), 'utf8');
    if (!LEADS.some((lead) => text.includes(lead))) continue;
    writeFileSync(
      path.join(to, file),
      LEADS.reduce((marked, lead) => marked.split(lead).join(`${lead}${mark}`), text),
    );
    rmSync(path.join(to, `${file}.br`), { force: true });
    rmSync(path.join(to, `${file}.gz`), { force: true });
  }
  return to;
}

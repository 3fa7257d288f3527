import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { findRepoRoot } from '@site/test-kit/start-server';
import { type IsolatedServer, expect } from './fixtures';

// What the release specs share: the release command as a team runs it, the API without the console, and the player
// version a server or a page names.

const root = findRepoRoot();

/**
 * The release command (scripts/release-remote.ts) for the player against a spec's server, with the settings given
 * (RELEASE_KEY for a team; RELEASE_USERNAME, RELEASE_PASSWORD and REMOTE_STORE_DIR for an admin on the server).
 */
export function releaseCommand(
  server: IsolatedServer,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/release-remote.ts', 'player', ...args],
      {
        cwd: root,
        env: { ...process.env, RELEASE_SERVER: server.url, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Uploads a player build with a deploy key, leaving it not live; answers the version the server read from it. */
export async function uploadPlayer(server: IsolatedServer, key: string, dist: string): Promise<string> {
  const { code, output } = await releaseCommand(server, ['--preview', '--dist', dist], { RELEASE_KEY: key });
  const version = /player (\S+): not live/.exec(output)?.[1];
  expect(code === 0 && version, output).toBeTruthy();
  return version!;
}

/** A call of the API, as a pipeline or a script makes it; fails the test unless the envelope says ok. */
export async function api<T>(
  server: IsolatedServer,
  method: string,
  route: string,
  authorization = '',
  body?: object,
): Promise<T> {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; msg?: string; data: T };
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}

/** The player version the server has live. */
export async function livePlayer(server: IsolatedServer): Promise<string> {
  const response = await fetch(`${server.url}/remotes.json`);
  const { remotes } = (await response.json()) as { remotes: { name: string; version: string }[] };
  return remotes.find((remote) => remote.name === 'player')!.version;
}

/** The player version a page carries (its remote index), and the one its own /remotes.json answers. */
export async function playerVersions(page: Page): Promise<{ inPage?: string; fetched?: string }> {
  return page.evaluate(async () => {
    const find = (index: { remotes: { name: string; version: string }[] }) =>
      index.remotes.find((remote) => remote.name === 'player')?.version;
    const tag = document.getElementById('remote-index')?.textContent;
    const fetched = (await (await fetch('/remotes.json')).json()) as Parameters<typeof find>[0];
    return {
      inPage: tag ? find(JSON.parse(tag) as Parameters<typeof find>[0]) : undefined,
      fetched: find(fetched),
    };
  });
}

import { existsSync, renameSync } from 'node:fs';
import { chmod, readFile, rm, unlink } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../database.js';
import { openPglite } from '../pglite.js';
import { syncTree } from '../syncing-node-fs.js';
import { writeFileDurably } from './files.js';

// The embedded database belongs to one process: only the server running on it can take a consistent copy. That
// server answers backups on a Unix socket in its data folder (DATA_DIR/backup.sock, readable by its owner only):
// whoever may read the data folder may read the database anyway, so the socket asks for nothing more, and it is never
// reachable from the network. With the server stopped, the command opens the database itself.

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/** Whether a server answers on the socket (a socket file left by a killed server does not). */
function serverListens(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Answers GET /backup on the socket with the database's archive (Database.backup). Resolves once listening, to the
 * function that stops. Refuses when another server answers there: two processes must never open one embedded database.
 */
export async function serveBackups(
  db: Database,
  dataDir: string,
  log: { info(message: string): void; error(details: object, message: string): void },
): Promise<() => Promise<void>> {
  const socket = backupSocketPath(dataDir);
  if (await serverListens(socket)) {
    throw new Error(`Another server is running on ${dataDir} (it answers on ${socket}): stop it first`);
  }
  await unlink(socket).catch(() => undefined);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /backup is answered here');
      return;
    }
    db.backup!()
      .then(async (archive) => {
        const bytes = Buffer.from(await archive.arrayBuffer());
        response
          .writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length })
          .end(bytes);
        log.info(`backup of the embedded database taken (${bytes.length} bytes)`);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'the backup of the embedded database failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  // Connecting to a Unix socket needs write permission on it: its owner only.
  await chmod(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/** The running server's archive, or undefined when no server runs on the data folder. */
async function backupFromServer(socket: string): Promise<Buffer | undefined> {
  if (!(await serverListens(socket))) return undefined;
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: socket, path: '/backup' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`The running server could not take the backup: ${body.toString('utf8')}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function databaseFolder(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export interface BackupOutcome {
  bytes: number;
  /** Whether a running server took it (else the command opened the stopped database itself). */
  fromRunningServer: boolean;
}

/** Writes a consistent archive of DATA_DIR/db to `file`, from the running server or from the stopped database. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupOutcome> {
  const folder = databaseFolder(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${folder} (DATA_DIR/db): check DATA_DIR`);
  }
  let archive = await backupFromServer(backupSocketPath(dataDir));
  const fromRunningServer = archive !== undefined;
  if (!archive) {
    const db = await openPglite(folder);
    try {
      archive = Buffer.from(await (await db.backup!()).arrayBuffer());
    } finally {
      await db.close();
    }
  }
  await writeFileDurably(file, archive);
  return { bytes: archive.length, fromRunningServer };
}

export interface RestoreOutcome {
  /** Where the database that was replaced now is (nothing is deleted), or undefined when there was none. */
  replaced: string | undefined;
}

/**
 * Replaces DATA_DIR/db with the database in `file` (a backup of backupEmbedded). The server must be stopped. The
 * archive is opened into a new folder first, so a bad file leaves the current database as it was; the current one
 * is then moved aside, not deleted.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<RestoreOutcome> {
  if (await serverListens(backupSocketPath(dataDir))) {
    throw new Error(`The server is running on ${dataDir}: stop it before restoring`);
  }
  const archive = await readFile(file);
  if (!archive.subarray(0, 2).equals(GZIP_MAGIC)) {
    throw new Error(
      `${file} is not a backup of the embedded database (a .tar.gz written by "cli.js backup" without DATABASE_URL)`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = databaseFolder(dataDir);
  const incoming = `${folder}.restoring-${stamp}`;
  try {
    const db = await openPglite(incoming, undefined, { restoreFrom: new Blob([archive]) });
    try {
      // A database of this server: it has the migrations' record.
      await db.query('SELECT count(*) FROM schema_migrations');
    } finally {
      await db.close();
    }
    syncTree(incoming);
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw new Error(
      `${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  let replaced: string | undefined;
  if (existsSync(folder)) {
    replaced = `${folder}.before-restore-${stamp}`;
    renameSync(folder, replaced);
  }
  renameSync(incoming, folder);
  syncTree(folder);
  return { replaced };
}

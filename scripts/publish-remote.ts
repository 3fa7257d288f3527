import { REMOTES, type RemoteName, defaultStoreDir, publishRemote } from './lib/remote-store';

// Usage: tsx scripts/publish-remote.ts <player|console|legal|all>
async function main() {
  const arg = process.argv[2];
  const names = arg === 'all' ? [...REMOTES] : [arg];
  if (!arg || names.some((name) => !REMOTES.includes(name as RemoteName))) {
    throw new Error(`Usage: publish-remote <${REMOTES.join('|')}|all>`);
  }
  const storeDir = defaultStoreDir();
  for (const name of names as RemoteName[]) {
    const { entry, copied } = await publishRemote(name, storeDir);
    console.log(
      `${name}: ${entry.version} live (${copied ? 'new build' : 'already in the store'}) in ${storeDir}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});

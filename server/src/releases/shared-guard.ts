import type { SharedRequirement } from '@site/contracts/api/remotes';
import semver from 'semver';

/** One package the live host provides to the page, with the version it provides (host/dist/federation-shared.json). */
export interface HostSharedPackage {
  name: string;
  version: string;
}

/**
 * The package a shared entry belongs to: "react/jsx-runtime" and "react/" are react, "@site/shared/ui" is
 * @site/shared. The host lists whole packages; a remote's manifest lists every deep import it shares.
 */
export function basePackage(name: string): string {
  const parts = name.split('/').filter(Boolean);
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

/**
 * The shared requirements of a remote's mf-manifest.json, one per package and range. Entries without a usable range
 * (requiredVersion false or missing) ask for nothing in particular and are left out.
 */
export function sharedRequirements(manifest: unknown): SharedRequirement[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const seen = new Map<string, SharedRequirement>();
  for (const entry of shared as { name?: unknown; requiredVersion?: unknown }[]) {
    if (typeof entry?.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const requirement = { name: basePackage(entry.name), requiredVersion: entry.requiredVersion.trim() };
    if (!requirement.requiredVersion) continue;
    seen.set(`${requirement.name}@${requirement.requiredVersion}`, requirement);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The host's list as written by the host build; anything else is an error with a message for the operator. */
export function parseHostShared(json: unknown): HostSharedPackage[] {
  const list = Array.isArray(json) ? json : (json as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(list)) throw new Error('federation-shared.json must be a list of { name, version }');
  return list.map((entry: { name?: unknown; version?: unknown }) => {
    if (typeof entry?.name !== 'string' || typeof entry.version !== 'string') {
      throw new Error('federation-shared.json must be a list of { name, version }');
    }
    return { name: entry.name, version: entry.version };
  });
}

/**
 * What stops a build from running on the live host: every package the host shares must satisfy the range the build
 * requires, or the page would either load a second copy of a singleton (two Reacts: broken hooks) or run the build
 * against a version it was not made for. Packages the host does not share are the remote's own business (it brings
 * its own copy). Answers one line per problem; empty when the build can go live.
 */
export function sharedProblems(requirements: SharedRequirement[], host: HostSharedPackage[]): string[] {
  const provided = new Map(host.map((entry) => [basePackage(entry.name), entry.version]));
  const problems: string[] = [];
  for (const { name, requiredVersion } of requirements) {
    const version = provided.get(name);
    if (version === undefined) continue;
    if (!semver.validRange(requiredVersion)) {
      problems.push(`it needs ${name} "${requiredVersion}", which is not a version range`);
    } else if (!semver.satisfies(version, requiredVersion, { includePrerelease: true })) {
      problems.push(`it needs ${name} ${requiredVersion} but the live host shares ${name} ${version}`);
    }
  }
  return problems;
}

/** "Cannot release player 0.2.0-abc: it needs react ^20.0.0 but the live host shares react 19.3.1", or undefined. */
export function incompatibilityMessage(
  action: string,
  remote: string,
  version: string,
  requirements: SharedRequirement[],
  host: HostSharedPackage[],
): string | undefined {
  const problems = sharedProblems(requirements, host);
  return problems.length > 0 ? `Cannot ${action} ${remote} ${version}: ${problems.join('; ')}` : undefined;
}

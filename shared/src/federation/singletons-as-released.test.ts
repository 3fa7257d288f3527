import singletonsAsReleased from './singletons-as-released';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof singletonsAsReleased>['resolveShare']>>[0];

const react = {
  version: '19.3.1',
  from: 'host',
  shareConfig: { singleton: true, requiredVersion: '^18.0.0' },
};

function argsFor(singleton: boolean): ResolveShareArgs {
  const defaultResolver = jest.fn(() => undefined);
  return {
    shareScopeMap: { default: { react: { '19.3.1': react } } },
    scope: 'default',
    pkgName: 'react',
    version: '19.3.1',
    shareInfo: { ...react, shareConfig: { ...react.shareConfig, singleton } },
    resolver: defaultResolver,
  } as unknown as ResolveShareArgs;
}

function resolveShare(args: ResolveShareArgs): ResolveShareArgs {
  const resolved = singletonsAsReleased().resolveShare?.(args);
  if (!resolved) throw new Error('the plugin must hand the arguments on');
  return resolved;
}

describe('singletonsAsReleased', () => {
  it('gives a singleton the registered copy without comparing versions in the page', () => {
    const args = argsFor(true);
    const resolved = resolveShare(args);
    expect(resolved.resolver()).toEqual({ shared: react, useTreesShaking: false });
    expect(args.resolver).not.toHaveBeenCalled();
  });

  it('leaves other shared modules to the runtime', () => {
    const args = argsFor(false);
    expect(resolveShare(args).resolver).toBe(args.resolver);
  });
});

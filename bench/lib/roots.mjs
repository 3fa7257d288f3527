/**
 * The built checkouts a bench measures, from its `--root=[label=]<checkout>` arguments (a label defaults to the
 * checkout as given); without any, `thisRoot` labelled "this".
 */
export function rootsFrom(args, thisRoot) {
  const roots = args
    .filter((arg) => arg.startsWith('--root='))
    .map((arg) => {
      const value = arg.slice('--root='.length);
      const [label, dir] = value.includes('=') ? value.split('=', 2) : [value, value];
      return { label, dir };
    });
  return roots.length > 0 ? roots : [{ label: 'this', dir: thisRoot }];
}

import { HttpError } from '../lib/http-error.js';
import { entryPath } from './upload-archive.js';

describe('entryPath', () => {
  it.each([
    ['mf-manifest.json', 'mf-manifest.json'],
    ['./prerender/render.cjs', 'prerender/render.cjs'],
    ['prerender/', 'prerender'],
  ])('keeps %s inside the build as %s', (name, expected) => {
    expect(entryPath(name)).toBe(expected);
  });

  it.each([
    ['../escape.js', 'leaves the build folder'],
    ['a/../../b', 'leaves the build folder'],
    ['/etc/passwd', 'is an absolute path'],
    ['C:/windows/x', 'is an absolute path'],
    ['a\\..\\b', 'backslash'],
    ['a//b', 'empty segment'],
    ['a/./b', 'empty segment'],
    ['bad\u0000name', 'control character'],
    ['./', 'has no name'],
  ])('refuses %s', (name, reason) => {
    const result = entryPath(name);
    expect(result).toBeInstanceOf(HttpError);
    expect((result as HttpError).statusCode).toBe(400);
    expect((result as HttpError).message).toContain(reason);
  });
});

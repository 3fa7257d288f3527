import { setSiteConfig } from '@site/shared/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { hostAreaRoute } from './create-app-router';

async function enter(area: string, documentArea: string | undefined, url: string) {
  const route = hostAreaRoute(area, [], false, documentArea);
  const loader = route.loader as (args: Pick<LoaderFunctionArgs, 'request' | 'params'>) => Promise<unknown>;
  return loader({ request: new Request(url), params: {} });
}

describe('moving between areas', () => {
  beforeEach(() => setSiteConfig({ thirdPartyScriptAreas: ['player', 'legal'] }));

  it('loads a new document for a staff page reached from a page that ran third-party scripts', async () => {
    const answer = (await enter('console', 'player', 'http://localhost/login?redirect=%2Fx')) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://localhost/login?redirect=%2Fx');
    expect(answer.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('loads a new document for a player page reached from a staff page, whose policy forbids the scripts', async () => {
    const answer = (await enter('player', 'console', 'http://localhost/home')) as Response;
    expect(answer.headers.get('x-remix-reload-document')).toBe('true');
  });

  it('stays in the document between areas under the same rule', async () => {
    expect(await enter('legal', 'player', 'http://localhost/user')).toBeNull();
    expect(await enter('player', undefined, 'http://localhost/home')).toBeNull();
    setSiteConfig({ thirdPartyScriptAreas: ['player', 'legal', 'console'] });
    expect(await enter('console', 'player', 'http://localhost/login')).toBeNull();
  });
});

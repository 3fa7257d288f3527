// The benches' own session of the seeded administrator, as an API client opens one.

/**
 * A bearer token of the demo admin (`"bearer": true`, server/API.md "Authentication"). A baseline checkout from
 * before API clients asked for their token refuses the field, and answered a token to every login: it is asked the
 * older way then, so that a bench still compares the two.
 */
export async function adminToken(origin) {
  const signIn = (body) =>
    fetch(`${origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin', ...body }),
    }).then((response) => response.json());
  let answer = await signIn({ bearer: true });
  if (answer.msg === 'body.bearer is not allowed') answer = await signIn({});
  if (answer.code !== 0 || !answer.data?.token) {
    throw new Error(`the demo admin could not sign in on ${origin}: ${answer.msg}`);
  }
  return answer.data.token;
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session travels in a cookie no script can read (HttpOnly), that no other site's page can make the
 * browser send (SameSite=Strict). Served over https it is also Secure and takes the __Host- prefix, which pins it to
 * this host and path /.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-site-session' : 'site-session';
}

/**
 * Beside the session, a mark that scripts can read: "this browser holds a session", so a page can choose between
 * the console and the login page without a round trip. It holds no secret. The server sets and clears it with the
 * session cookie, so a login without JavaScript (a plain form post) signs the console in too.
 */
export const SIGNED_IN_COOKIE = 'signed-in';

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  const options = { sameSite: 'strict', secure, path: '/', expires: expiresAt } as const;
  reply.setCookie(sessionCookieName(secure), token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', options);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const options = { sameSite: 'strict', secure, path: '/' } as const;
  reply.clearCookie(sessionCookieName(secure), { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, options);
}

export function sessionCookieToken(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[sessionCookieName(secure)] || undefined;
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console's session travels in a cookie no script can read (HttpOnly), that no other site's page can make the
 * browser send (SameSite=Strict). Served over https it is also Secure and takes the __Host- prefix, which pins it to
 * this host and path /.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-site-session' : 'site-session';
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}

export function sessionCookieToken(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[sessionCookieName(secure)] || undefined;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DeviceCookie, readDeviceCookie } from './device-cookie.js';

// The public account calls (login, register, forgot and reset password) take guesses and may cost a password hash,
// so each is counted before anything else is read: against the browser's own allowance when it is a known device
// (device-cookie.ts), else against its address. Only an attempt that goes on to hash a password counts against the
// server's overall ceiling: a refusal that costs nothing (a body that is not JSON, a field a schema refuses, an
// empty password, a reset code of the wrong shape) is its sender's alone, so no flood of them can lock staff out.

interface Attempt {
  /** The browser's device cookie, when this site signed it and it has not expired. */
  device: DeviceCookie | undefined;
  /** The 429 its source earned, raised once the route knows how it answers (a form's page, or JSON). */
  refusal: unknown;
  /** Its Retry-After, held back with it: a body that fails to parse meanwhile is answered 400 without one. */
  retryAfter: string | undefined;
}

const attempts = new WeakMap<FastifyRequest, Attempt>();

/** The device cookie the request came with (valid and unexpired), whoever it names. */
export function deviceOf(request: FastifyRequest): DeviceCookie | undefined {
  return attempts.get(request)?.device;
}

/**
 * The hooks of a public account call. onRequest counts the attempt before its body is even parsed, so a body that
 * does not parse counts too; preValidation (after the route's own, which notes a posted form) refuses it when its
 * source is over its allowance. `devices`: a known device counts against its own allowance (the login).
 */
export function attemptHooks(fastify: FastifyInstance, options: { devices: boolean }) {
  const { config, limits } = fastify;
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const device = options.devices
        ? readDeviceCookie(request, config.sessionCookieSecure, fastify.clock())
        : undefined;
      // Noted first: the known devices' counters are keyed by it.
      const attempt: Attempt = { device, refusal: undefined, retryAfter: undefined };
      attempts.set(request, attempt);
      try {
        if (!device) await limits.loginAddress.hit(request, reply);
        else {
          // A device locked out by its failures spends no more of its owner's allowance: a stolen cookie cannot
          // keep the owner's other browsers out.
          await limits.loginFailuresByDevice.refuseIfSpent(request, reply);
          await limits.loginKnownDevice.hit(request, reply);
        }
      } catch (error) {
        attempt.refusal = error;
        attempt.retryAfter = reply.getHeader('retry-after') as string | undefined;
        reply.removeHeader('retry-after');
      }
    },
    async preValidation(request: FastifyRequest, reply: FastifyReply) {
      const attempt = attempts.get(request);
      if (attempt?.refusal === undefined) return;
      if (attempt.retryAfter !== undefined) reply.header('retry-after', attempt.retryAfter);
      throw attempt.refusal;
    },
  };
}

/**
 * A login's trust, once its username is known: the known device of that username, or undefined. A device cookie of
 * another username proves nothing about this one: the attempt is then its address's, and counted there now.
 */
export async function loginDevice(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
): Promise<DeviceCookie | undefined> {
  const device = deviceOf(request);
  if (device?.username === username.toLowerCase()) return device;
  if (device) await fastify.limits.loginAddress.hit(request, reply);
  return undefined;
}

/**
 * Before a password is hashed: an attempt that is not a known device's counts against the server's ceiling, the
 * bound on the hashing work the whole world can cause. A known device's attempts are bounded by its own allowance.
 */
export async function beforeHashing(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  device: DeviceCookie | undefined,
): Promise<void> {
  if (!device) await fastify.limits.loginGlobal.hit(request, reply);
}

/** The device rule (SPEC section 2 "Route guard"): a phone agent in a window narrower than this gets phone pages. */
export const DESKTOP_BREAKPOINT = 1024;

const PHONE_AGENT = /Android|webOS|iPhone|iPod|BlackBerry|iPad/i;

/** Agents whose windows are always narrower than the breakpoint; the rest of PHONE_AGENT are tablets. */
const ALWAYS_NARROW_AGENT = /iPhone|iPod|Android.*Mobile|webOS|BlackBerry/i;

export function isPhoneAgent(userAgent: string): boolean {
  return PHONE_AGENT.test(userAgent);
}

/** Which of a page's device twins a browser will show, as far as its user agent tells without its window. */
export type AgentDevice = 'phone' | 'desktop' | 'unknown';

/** A tablet may open either side of the breakpoint, so from its agent alone the answer is "unknown". */
export function deviceOfAgent(userAgent: string | undefined): AgentDevice {
  if (!userAgent) return 'unknown';
  if (!isPhoneAgent(userAgent)) return 'desktop';
  return ALWAYS_NARROW_AGENT.test(userAgent) ? 'phone' : 'unknown';
}

/** The device the browser's guard decides on, from the agent and the window's width. */
export function isPhoneView(userAgent: string, windowWidth: number): boolean {
  return isPhoneAgent(userAgent) && windowWidth < DESKTOP_BREAKPOINT;
}

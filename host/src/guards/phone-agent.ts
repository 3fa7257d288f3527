// The device rule's facts (SPEC section 2 "Route guard"), free of imports: the host's entry reads them before any
// shared module is set up.
export const DESKTOP_BREAKPOINT = 1024;
const PHONE_AGENT = /Android|webOS|iPhone|iPod|BlackBerry|iPad/i;

export function isPhoneAgent(userAgent: string): boolean {
  return PHONE_AGENT.test(userAgent);
}

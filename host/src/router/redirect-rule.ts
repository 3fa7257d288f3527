/** SPEC section 2: "/" and unknown paths go to /dmg when the address contains "dmg", otherwise to /home. */
export function fallbackPath(href: string): '/dmg' | '/home' {
  return href.includes('dmg') ? '/dmg' : '/home';
}

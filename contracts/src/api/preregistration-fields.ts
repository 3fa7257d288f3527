/** The device the pre-registration form was sent from, and the page area it was on (its path prefix). */
export const PREREGISTRATION_PLATFORMS = ['pc', 'mobile'] as const;
export type PreregistrationPlatform = (typeof PREREGISTRATION_PLATFORMS)[number];

export const PREREGISTRATION_SOURCES = ['home', 'dmg'] as const;
export type PreregistrationSource = (typeof PREREGISTRATION_SOURCES)[number];

/** The console's home page: where a login lands unless it was sent from another page. */
export const WORKPLACE_PATH = '/dashboard/workplace';

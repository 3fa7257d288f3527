/** The pages of the login page's requests: a new account, a forgotten password, and using a reset code. */
export const REGISTER_PATH = '/login/register';
export const FORGOT_PASSWORD_PATH = '/login/forgot';
export const RESET_PASSWORD_PATH = '/login/reset';
export const LOGIN_PATH = '/login';

import type { RouteRecord } from '@site/shared/core';
import { signedInData } from '../../lib/signed-in-data';
import { LOGIN_FIRST_VIEW_LOOK } from '../../state/first-view-cookie';
import { menuPage } from '../../menu/menu-records';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, RESET_PASSWORD_PATH } from './request-paths';

/**
 * The login page. Its markup reads ?error= (the answer to a login posted without JavaScript) and ?redirect= (carried
 * by the form to the server), so the server renders it with both.
 */
export const loginRoute: RouteRecord = {
  name: 'login',
  path: '/login',
  kind: 'public',
  meta: {
    title: 'Login',
    requiresAuth: false,
    hideInMenu: true,
    searchParams: ['error', 'redirect'],
    firstViewLook: LOGIN_FIRST_VIEW_LOOK,
  },
  page: () => import(/* webpackChunkName: "route-login" */ './components/login-page'),
  chunks: ['login'],
};

/**
 * The login page's requests: a new account, a forgotten password, and using the reset code an administrator gave.
 * Like the login, each is a real form the server answers (?sent=1, ?error=) before the page's script runs.
 */
export const requestRoutes: RouteRecord[] = [
  {
    name: 'login-register',
    path: REGISTER_PATH,
    kind: 'public',
    meta: {
      title: 'Register',
      requiresAuth: false,
      hideInMenu: true,
      searchParams: ['error', 'sent'],
      firstViewLook: LOGIN_FIRST_VIEW_LOOK,
    },
    page: () => import(/* webpackChunkName: "route-login-register" */ './components/register-page'),
    chunks: ['login-register'],
  },
  {
    name: 'login-forgot',
    path: FORGOT_PASSWORD_PATH,
    kind: 'public',
    meta: {
      title: 'Forgot password',
      requiresAuth: false,
      hideInMenu: true,
      searchParams: ['error', 'sent'],
      firstViewLook: LOGIN_FIRST_VIEW_LOOK,
    },
    page: () => import(/* webpackChunkName: "route-login-forgot" */ './components/forgot-password-page'),
    chunks: ['login-forgot'],
  },
  {
    name: 'login-reset',
    path: RESET_PASSWORD_PATH,
    kind: 'public',
    meta: {
      title: 'Reset password',
      requiresAuth: false,
      hideInMenu: true,
      searchParams: ['error', 'sent'],
      firstViewLook: LOGIN_FIRST_VIEW_LOOK,
    },
    page: () => import(/* webpackChunkName: "route-login-reset" */ './components/reset-password-page'),
    chunks: ['login-reset'],
  },
];

/** The signed-in user's profile, which every page of the layout shows (navbar, permissions): the layout's data. */
export const loadUserInfo = signedInData((client) =>
  import('./api/get-user-info').then((m) => client.ensureQueryData(m.userInfoQueryOptions())),
);

/** The user centre: its data is the user's profile, which the layout around it loads (loadUserInfo). */
export const accountRoutes: RouteRecord[] = [
  menuPage('user-info', {
    title: 'User Info',
    page: () => import(/* webpackChunkName: "route-user-info" */ './components/user-info-page'),
  }),
  menuPage('user-setting', {
    title: 'User Settings',
    page: () => import(/* webpackChunkName: "route-user-setting" */ './components/user-setting-page'),
  }),
];

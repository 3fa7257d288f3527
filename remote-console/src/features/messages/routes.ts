import { signedInData } from '../../lib/signed-in-data';
import { hiddenPage } from '../../menu/menu-records';

/** Where the message box's "View more" leads: every message of the user, by tab (?type=). */
export const MESSAGES_PATH = '/user/messages';

/** All messages, in the user centre's layout; not in the menu (the navbar's message box leads to it). */
export const messagesRoutes = [
  hiddenPage('user', {
    name: 'user-messages',
    path: 'messages',
    meta: { title: 'Messages', locale: 'messages.title' },
    chunks: ['user-messages'],
    page: () => import(/* webpackChunkName: "route-user-messages" */ './components/messages-page'),
    loadData: signedInData((client) =>
      import('./api/get-messages').then((m) => client.ensureQueryData(m.messagesQueryOptions())),
    ),
  }),
];

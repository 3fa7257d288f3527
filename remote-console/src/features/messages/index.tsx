import { onIntent } from '../../components/on-intent';
import { useMessages } from './api/get-messages';
import { AlertsButton } from './components/alerts-button';
import { unreadCountOf } from './message-box-state';

/** The navbar's message box, its code loaded when the visitor reaches for its button. */
export const MessageBox = onIntent(
  () =>
    import(/* webpackChunkName: "message-box" */ './components/message-box').then((mod) => mod.MessageBox),
  function MessageBoxStandIn({ standIn }) {
    const unread = unreadCountOf(useMessages().data ?? []);
    return <AlertsButton unread={unread} aria-haspopup="dialog" {...standIn} />;
  },
);

// The navbar's message box.
export { MessageBox } from './components/message-box';

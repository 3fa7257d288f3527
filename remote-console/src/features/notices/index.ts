// The query keys of the notices: another feature that lists notices keeps its answer under them, so a write here
// invalidates it too.
export { noticeKeys } from './api/notice-keys';

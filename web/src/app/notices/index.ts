export { createNoticeStore, TOAST_TIMEOUT_MS, type NoticeStore, type NoticesState } from './store';
export { NoticesProvider, useNotices, useNoticesState } from './NoticesProvider';
export { Toasts } from './Toasts';
export { ServerMessageDialog } from './ServerMessageDialog';

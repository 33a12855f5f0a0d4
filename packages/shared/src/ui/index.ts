export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { SafeHtml } from './safe-html.tsx';

// Shared UI parts for the shell and the game boards.
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Dialog, ConfirmDialog, dialogOpen } from './Dialog';
export type { DialogProps, ConfirmDialogProps } from './Dialog';
export { toast, Toaster } from './Toast';
export type { ToastKind } from './Toast';
export { InfoTip } from './InfoTip';
export type { InfoTipProps } from './InfoTip';
export { useKeys, activeKeyHelp } from './keys';
export type { KeyBinding } from './keys';
export { Countdown, formatSeconds } from './Countdown';
export type { CountdownProps } from './Countdown';
export { useNow } from './clock';
export { KeyHelpOverlay, keyHelpOpen } from './KeyHelp';

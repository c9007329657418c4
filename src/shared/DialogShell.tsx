import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of the app's confirm, reason and small form dialogs: a title, the content, then
 * "cancel" and the contained confirm button. Texts come translated from the caller.
 */
export function DialogShell(props: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /**
   * A request is under way: the confirm button is off, and so are cancel and the backdrop or
   * Escape (the dialog stays until the answer). A dialog that may be left while it sends passes
   * `confirmDisabled` instead.
   */
  busy?: boolean;
  confirmDisabled?: boolean;
  confirmColor?: 'primary' | 'error';
  /** Full width up to this breakpoint; absent: MUI's default width, sized by the content. */
  width?: 'sm' | 'md';
  fullScreen?: boolean;
}) {
  const { busy = false } = props;
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onCancel}
      fullScreen={props.fullScreen}
      fullWidth={props.width !== undefined}
      maxWidth={props.width}
    >
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={busy}>
          {props.cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={props.confirmColor}
          disabled={busy || props.confirmDisabled}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

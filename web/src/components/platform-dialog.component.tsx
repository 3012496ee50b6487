import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

interface PlatformDialogProps {
  open: boolean;
  /** Called for Escape as for the dialog's own buttons: the parent decides what closing means. */
  onClose: () => void;
  title: string;
  titleId: string;
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the page behind it inert, moves focus in, closes on
 * Escape and draws the backdrop, so a dialog that opens on arrival costs no dialog library on the page's first load.
 * It looks like MUI's Dialog (maxWidth 'xs').
 */
export function PlatformDialog({ open, onClose, title, titleId, actions, children }: PlatformDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || open === element.open) return;
    if (!open) element.close();
    // Without showModal (very old browsers, test DOMs) it still opens, as a plain dialog.
    else if (typeof element.showModal === 'function') element.showModal();
    else element.open = true;
  }, [open]);

  return (
    <Box
      component="dialog"
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      sx={{
        p: 0,
        m: 'auto',
        width: 'calc(100% - 64px)',
        maxWidth: 444,
        border: 0,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
        // MUI's Dialog fades in over the entering duration; this one does the same, backdrop included.
        '&[open], &[open]::backdrop': { animation: (theme) => `${fadeIn} ${theme.transitions.duration.enteringScreen}ms ease-out` },
      }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 3, py: 2 }}>
        {title}
      </Typography>
      <Box sx={{ px: 3, pb: 2.5 }}>{children}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1 }}>{actions}</Box>
    </Box>
  );
}

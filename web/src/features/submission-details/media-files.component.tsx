import AudioFileIcon from '@mui/icons-material/AudioFile';
import ImageIcon from '@mui/icons-material/Image';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { DASHBOARD_MESSAGES } from '@domain/dashboard';
import { storedFileUrl } from '@domain/files';
import type { SubmissionMediaFile as MediaFile, SubmissionDetail as PortalSubmissionDetail } from '@wire';

const ARTWORK = 'Artwork';

function fileNameOf(url: string): string {
  const last = url.split('?')[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The file's address: its authorised file route, else (artwork) the artwork URL. */
export function mediaFileUrl(file: MediaFile, submission: PortalSubmissionDetail): string | null {
  if (file.fileId) return storedFileUrl(file.fileId);
  if (file.label === ARTWORK) return submission.artworkUrl ?? file.fileName;
  return null;
}

/** Tracks then artwork, as the API lists them. */
export function mediaFilesOf(s: PortalSubmissionDetail): (MediaFile & { href: string | null })[] {
  return s.mediaFiles.map((f) => ({ ...f, fileName: f.label === ARTWORK ? fileNameOf(f.fileName) : f.fileName, href: mediaFileUrl(f, s) }));
}

/** Media Files: Track 1..n with the file name, and Artwork; each opens in a new tab (artist-portal §2). */
export function MediaFiles({ files }: { files: (MediaFile & { href: string | null })[] }) {
  if (files.length === 0) return <Typography color="text.secondary">{DASHBOARD_MESSAGES.noMediaFiles}</Typography>;
  return (
    <List dense disablePadding>
      {files.map((file) => (
        <ListItem key={`${file.label}-${file.fileName}`} disablePadding>
          <ListItemButton component="a" href={file.href ?? undefined} disabled={!file.href} target="_blank" rel="noopener noreferrer">
            <ListItemIcon sx={{ minWidth: 40 }}>{file.label === ARTWORK ? <ImageIcon /> : <AudioFileIcon />}</ListItemIcon>
            <ListItemText primary={file.label} secondary={file.fileName} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
            <OpenInNewIcon fontSize="small" color="action" />
            <Box component="span" sx={VISUALLY_HIDDEN}>
              (opens in a new tab)
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasPackage, MAX_RELEASES_PER_PACKAGE_DOWNLOAD } from '@domain/release/release-package';
import { RELEASE_PACKAGES_ACTION } from './release-package.api';

interface Props {
  rows: readonly { id: string; status: string }[];
}

/** The ticked approved or live releases' packages as one ZIP, a folder per release; the browser saves it as it streams. */
export function DownloadSelection({ rows }: Props) {
  const ready = rows.filter((row) => hasPackage(row.status)).slice(0, MAX_RELEASES_PER_PACKAGE_DOWNLOAD);
  const left = rows.length - ready.length;
  return (
    <form method="post" action={RELEASE_PACKAGES_ACTION} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      {ready.map((row) => (
        <input key={row.id} type="hidden" name="ids" value={row.id} />
      ))}
      <Button type="submit" variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={ready.length === 0}>
        Download all ({ready.length})
      </Button>
      {left > 0 && (
        <Typography variant="caption" color="text.secondary">
          {left} selected {left === 1 ? 'is' : 'are'} not approved or live and {left === 1 ? 'has' : 'have'} no package yet
        </Typography>
      )}
    </form>
  );
}

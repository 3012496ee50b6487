import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { hasPackage } from '@domain/release/release-package';
import { releasePackageUrl } from './release-package.api';

/** The release's delivery package (DDEX message, metadata sheet, WAVs, artwork) as one ZIP, once it is approved. */
export function DownloadPackageButton({ submissionId, status }: { submissionId: string; status: string }) {
  if (!hasPackage(status)) return null;
  return (
    <Button
      component="a"
      href={releasePackageUrl(submissionId)}
      download
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      sx={{ justifySelf: 'start' }}
    >
      Download all
    </Button>
  );
}

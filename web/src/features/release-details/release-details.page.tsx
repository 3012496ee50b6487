import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { DASHBOARD_MESSAGES } from '../../../../domain/dashboard';
import { RELEASE_TYPE_DISPLAY, RELEASE_TYPES, releaseDateHelperText, releaseDetailsIssues } from '../../../../domain/release';
import type { FieldIssue } from '../../../../domain/shared';
import { PRIMARY_GENRES } from '../../../../domain/taxonomy';
import { Loading } from '../../app/loading.component';
import { useInjection } from '../../di/container-context';
import { PORTAL_TOKENS } from '../../di/portal-tokens';
import { ApiError } from '../../gateway/api-error';
import type { ReleaseDetailsRequest } from '../../../../contracts';
import type { ProfileGateway, ReleaseDetailsView } from '../../gateway/profile.gateway';

type ReleaseDetailsForm = Required<ReleaseDetailsRequest>;

function formOf(view: ReleaseDetailsView): ReleaseDetailsForm {
  return {
    releaseTitle: view.releaseTitle ?? '',
    releaseType: view.releaseType ?? '',
    releaseDate: view.releaseDate ?? '',
    primaryGenre: view.primaryGenre ?? '',
    trackTitles: view.tracks.map((t) => ({ position: t.position, title: t.title })),
  };
}

/** /release-details/{id}: what an in-progress release still lacks; once complete it moves to review (Pending). */
export function ReleaseDetailsPage() {
  const { id = '' } = useParams();
  const gateway = useInjection<ProfileGateway>(PORTAL_TOKENS.profile);
  const navigate = useNavigate();
  const [today] = useState(() => new Date());
  const [view, setView] = useState<ReleaseDetailsView | null>(null);
  const [form, setForm] = useState<ReleaseDetailsForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    gateway.releaseDetails(id).then(
      (v) => {
        setView(v);
        setForm(formOf(v));
        setIssues(v.missing);
      },
      (e: unknown) =>
        setLoadError(
          e instanceof ApiError && e.status === 404
            ? DASHBOARD_MESSAGES.submissionNotFound
            : e instanceof ApiError && e.status > 0
              ? e.message
              : DASHBOARD_MESSAGES.detailsLoadFailed,
        ),
    );
  }, [gateway, id]);

  if (loadError)
    return (
      <Container maxWidth="md">
        <Alert severity="error">{loadError}</Alert>
      </Container>
    );
  if (!view || !form) return <Loading />;
  if (view.completed) return <Navigate to={`/submission/${view.id}`} replace />;

  const set = <K extends keyof ReleaseDetailsForm>(key: K, value: ReleaseDetailsForm[K]) => setForm({ ...form, [key]: value });
  const issueFor = (field: string) => issues.find((i) => i.field === field)?.message;
  const fileIssues = issues.filter((i) => /\.file$/.test(i.field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tracks = view.tracks.map((t, i) => ({ title: form.trackTitles[i]?.title ?? '', hasFile: t.hasFile }));
    const found = releaseDetailsIssues({ ...form, tracks }, today);
    setIssues(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const saved = await gateway.saveReleaseDetails(id, form);
      if (saved.completed) void navigate(`/submission/${id}`, { replace: true });
      else {
        setView(saved);
        setIssues(saved.missing);
        setBusy(false);
      }
    } catch (e) {
      setIssues([{ field: 'form', message: e instanceof Error ? e.message : String(e) }]);
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="md">
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Dashboard
      </Button>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Complete Release Details
          </Typography>
          <Typography color="text.secondary">
            This release is in progress. Fill in what is missing and it goes to our team for review.
          </Typography>
        </Box>
        {issueFor('form') && (
          <Alert severity="error" role="alert">
            {issueFor('form')}
          </Alert>
        )}
        {fileIssues.length > 0 && (
          <Alert severity="warning">{fileIssues.map((i) => i.message).join(' · ')}. Please contact support to add the audio.</Alert>
        )}
        <TextField
          label="Release title"
          required
          value={form.releaseTitle}
          onChange={(e) => set('releaseTitle', e.target.value)}
          error={!!issueFor('releaseTitle')}
          helperText={issueFor('releaseTitle')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Release type"
            required
            value={form.releaseType}
            onChange={(e) => set('releaseType', e.target.value)}
            error={!!issueFor('releaseType')}
            helperText={issueFor('releaseType')}
          >
            {RELEASE_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {RELEASE_TYPE_DISPLAY[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Primary genre"
            required
            value={form.primaryGenre}
            onChange={(e) => set('primaryGenre', e.target.value)}
            error={!!issueFor('primaryGenre')}
            helperText={issueFor('primaryGenre')}
          >
            {PRIMARY_GENRES.map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          type="date"
          label="Release date"
          required
          value={form.releaseDate}
          onChange={(e) => set('releaseDate', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!!issueFor('releaseDate')}
          helperText={issueFor('releaseDate') ?? releaseDateHelperText(form.releaseDate, today)}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            Tracks
          </Typography>
          {issueFor('tracks') && (
            <Typography color="error" variant="body2">
              {issueFor('tracks')}
            </Typography>
          )}
          {view.tracks.map((track, index) => (
            <TextField
              key={track.position}
              label={`Track ${index + 1} title`}
              required
              value={form.trackTitles[index]?.title ?? ''}
              onChange={(e) =>
                set(
                  'trackTitles',
                  form.trackTitles.map((t, i) => (i === index ? { ...t, title: e.target.value } : t)),
                )
              }
              error={!!issueFor(`tracks[${index}].title`)}
              helperText={issueFor(`tracks[${index}].title`) ?? track.fileName}
            />
          ))}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Submitting…' : 'Submit for review'}
        </Button>
      </Paper>
    </Container>
  );
}

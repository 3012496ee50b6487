import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { DASHBOARD_MESSAGES } from '@domain/dashboard';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MESSAGES, profileCompletion, UNSAVED_PROFILE_RESTORED } from '@domain/profile';
import type { FieldIssue } from '@domain/shared';
import { Loading } from '../../app/loading.component';
import type { UpdateProfileRequest } from '@wire';
import type { ProfileView as Profile } from '@wire';
import { ApiError } from '../../gateway/api-error';
import { useProfile, useSaveProfile } from '../../queries/profile.query';
import { forgetUnsavedEdit, keepUnsavedEdit, unsavedEditOf } from './unsaved-profile-edit';
import { PROFILE_FIELD_GROUPS, type ProfileForm, profileFormIssues, toProfileForm } from './profile-form.model';

const PICTURE_TYPES = ['image/jpeg', 'image/png'];

/** /edit-profile: every profile field with validation, picture upload with preview, save. */
export function EditProfilePage() {
  const { data: profile, isError } = useProfile();
  if (profile) return <ProfileEditor profile={profile} />;
  return isError ? (
    <Container maxWidth="md">
      <Alert severity="error">{DASHBOARD_MESSAGES.loadFailed}</Alert>
    </Container>
  ) : (
    <Loading />
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const [restored] = useState(() => unsavedEditOf(profile.artistId));
  const [form, setForm] = useState<ProfileForm>(() => restored ?? toProfileForm(profile));
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(() =>
    restored ? { severity: 'info', text: UNSAVED_PROFILE_RESTORED } : null,
  );
  useEffect(() => forgetUnsavedEdit(), []);
  const busy = save.isPending;

  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.preview);
    },
    [picture],
  );

  const issueFor = (field: string) => issues.find((i) => i.field === field)?.message;
  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    // The server checks the bytes again; these are the quick answers before any upload.
    if (!PICTURE_TYPES.includes(file.type) || file.size > PROFILE_PICTURE_MAX_BYTES) {
      setIssues([
        {
          field: 'picture',
          message: file.size > PROFILE_PICTURE_MAX_BYTES ? PROFILE_PICTURE_MESSAGES.tooLarge : PROFILE_PICTURE_MESSAGES.notImage,
        },
      ]);
      return;
    }
    setIssues((list) => list.filter((i) => i.field !== 'picture'));
    setPicture({ file, preview: URL.createObjectURL(file) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = profileFormIssues(form);
    setIssues(found);
    setMessage(null);
    if (found.length > 0) return;
    keepUnsavedEdit(profile.artistId, form);
    save.mutate(
      { changes: form as UpdateProfileRequest, picture: picture?.file ?? null },
      {
        onSuccess: (saved) => {
          forgetUnsavedEdit();
          setPicture(null);
          setMessage({ severity: 'success', text: `Profile saved. Your profile is ${profileCompletion(saved)}% complete.` });
        },
        onError: (e) => {
          // A 401 leaves for sign-in: the edit is kept for the way back.
          if (!(e instanceof ApiError && e.status === 401)) forgetUnsavedEdit();
          setMessage({ severity: 'error', text: e.message });
        },
      },
    );
  };

  return (
    <Container maxWidth="md">
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Dashboard
      </Button>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Edit Profile
          </Typography>
          <Typography color="text.secondary">
            Signed in as {profile.email}. A complete profile helps our team present your music.
          </Typography>
        </Box>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={picture?.preview ?? (profile.picture || undefined)} alt="Profile picture preview" sx={{ width: 96, height: 96 }} />
          <Box>
            <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
              Choose picture
              <input
                hidden
                type="file"
                accept={PICTURE_TYPES.join(',')}
                aria-label="Profile picture"
                onChange={(e) => choosePicture(e.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2" color={issueFor('picture') ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
              {issueFor('picture') ?? (picture ? `${picture.file.name} — saved with the profile` : 'JPEG or PNG')}
            </Typography>
          </Box>
        </Stack>
        {PROFILE_FIELD_GROUPS.map((group) => (
          <Box key={group.title} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
              {group.title}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {group.fields.map((f) => (
                <TextField
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  type={f.type ?? 'text'}
                  multiline={f.multiline}
                  minRows={f.multiline ? 4 : undefined}
                  placeholder={f.placeholder}
                  value={form[f.name]}
                  onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
                  error={!!issueFor(f.name)}
                  helperText={issueFor(f.name) ?? f.help}
                  sx={f.multiline ? { gridColumn: '1 / -1' } : undefined}
                />
              ))}
            </Box>
          </Box>
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Saving…' : 'Save profile'}
          </Button>
          <Button component={RouterLink} to="/dashboard" size="large">
            Cancel
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

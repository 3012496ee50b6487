import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConnectionChecks, useTestCall } from './test-dashboard.api';
import type { TestCall, TestForm, TestOutcome } from '../../../gateway/test-dashboard.gateway';
import { StaffPage } from '../staff-page.component';

const BUTTONS: { call: TestCall; label: string }[] = [
  { call: 'health', label: 'Health' },
  { call: 'connection', label: 'Board connection' },
  { call: 'columns', label: 'Board columns' },
  { call: 'createItem', label: 'Create test item' },
  { call: 'driveAuth', label: 'Storage auth' },
  { call: 'fullSubmission', label: 'Full submission test' },
];

/** The test artist's fields, each with the value the form starts from. */
const FORM_FIELDS: { name: keyof TestForm; label: string; initial: string }[] = [
  { name: 'firstName', label: 'First name', initial: 'Test' },
  { name: 'surname', label: 'Surname', initial: 'Artist' },
  { name: 'email', label: 'Email', initial: 'test.artist@example.com' },
  { name: 'artistName', label: 'Artist name', initial: 'Test Artist' },
  { name: 'country', label: 'Country', initial: 'United Kingdom' },
  { name: 'city', label: 'City', initial: 'London' },
];
const DEFAULT_FORM = Object.fromEntries(FORM_FIELDS.map((f) => [f.name, f.initial])) as TestForm;

const STATUS_CHECKS: { call: TestCall; label: string }[] = [
  { call: 'health', label: 'Server health' },
  { call: 'connection', label: 'Task board' },
  { call: 'driveAuth', label: 'Cloud drive' },
];

interface Result extends TestOutcome {
  label: string;
  at: string;
}

interface Step {
  step: string;
  success: boolean;
  detail: string;
}

function stepsOf(body: unknown): Step[] {
  const steps = typeof body === 'object' && body !== null && 'steps' in body ? (body as { steps: unknown }).steps : null;
  return Array.isArray(steps) ? (steps as Step[]) : [];
}

/** The full submission test's steps, each with its own success/failed chip. */
function StepList({ body }: { body: unknown }) {
  const steps = stepsOf(body);
  if (steps.length === 0) return null;
  return (
    <Box component="ol" aria-label="Steps" sx={{ m: 0, mb: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {steps.map((s) => (
        <Stack component="li" key={s.step} direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
          <Chip size="small" label={s.success ? 'success' : 'failed'} color={s.success ? 'success' : 'error'} variant="outlined" />
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <strong>{s.step}</strong> — {s.detail}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/** The internal API test dashboard of artist-portal §2: connection status, test form, six calls, results. */
export function TestDashboardPage() {
  const testCall = useTestCall();
  const [form, setForm] = useState<TestForm>(DEFAULT_FORM);
  const [results, setResults] = useState<Result[]>([]);
  const [running, setRunning] = useState<TestCall | null>(null);
  // Checked once on opening, with the default test data; the buttons below re-run each call on demand.
  const connections = useConnectionChecks(
    STATUS_CHECKS.map((check) => check.call),
    DEFAULT_FORM,
  );

  const run = async (call: TestCall, label: string) => {
    setRunning(call);
    try {
      const outcome = await testCall.mutateAsync({ call, form });
      setResults((r) => [{ ...outcome, label, at: new Date().toLocaleTimeString('en-US') }, ...r]);
    } catch (e) {
      setResults((r) => [
        {
          ok: false,
          status: 0,
          body: { error: e instanceof Error ? e.message : String(e) },
          label,
          at: new Date().toLocaleTimeString('en-US'),
        },
        ...r,
      ]);
    } finally {
      setRunning(null);
    }
  };

  return (
    <StaffPage title="API test dashboard">
      <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }} aria-label="Connection status">
        {STATUS_CHECKS.map(({ label }, i) => {
          const check = connections[i];
          const state = check.isPending ? undefined : check.data === true;
          return (
            <Chip
              key={label}
              label={`${label}: ${state === undefined ? 'checking…' : state ? 'connected' : 'not connected'}`}
              color={state === undefined ? 'default' : state ? 'success' : 'error'}
              variant="outlined"
            />
          );
        })}
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            Test data
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {FORM_FIELDS.map((f) => (
              <TextField
                key={f.name}
                size="small"
                label={f.label}
                value={form[f.name]}
                onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
              />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {BUTTONS.map((b) => (
              <Button key={b.call} variant="outlined" disabled={running !== null} onClick={() => void run(b.call, b.label)}>
                {running === b.call ? 'Running…' : b.label}
              </Button>
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }} aria-live="polite">
          <Typography variant="h6" component="h2">
            Results
          </Typography>
          {results.length === 0 && <Alert severity="info">Run a test to see its answer here.</Alert>}
          {results.map((r, i) => (
            <Box key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Chip size="small" label={r.ok ? 'success' : 'failed'} color={r.ok ? 'success' : 'error'} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.status ? `HTTP ${r.status} · ` : ''}
                  {r.at}
                </Typography>
              </Stack>
              <StepList body={r.body} />
              <Box
                component="pre"
                sx={{ m: 0, maxHeight: 220, overflow: 'auto', fontSize: 12, bgcolor: 'grey.100', p: 1, borderRadius: 1 }}
              >
                {JSON.stringify(r.body, null, 2)}
              </Box>
            </Box>
          ))}
        </Paper>
      </Box>
    </StaffPage>
  );
}

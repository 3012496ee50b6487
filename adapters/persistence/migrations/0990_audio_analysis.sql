-- Issue 31: each uploaded WAV's analysis (loudness, true peak, mastering checks, waveform peaks) is kept with its
-- file: {status: 'pending' | 'done' | 'failed', ...}. NULL for artwork and for files uploaded before the analysis.
ALTER TABLE uploads ADD COLUMN analysis jsonb;

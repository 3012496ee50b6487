// spec: public flow §2.4 Social clips, §5 Social clips.
export const CLIP_MESSAGES = {
  toggleLabel: 'Do you want to add audio clips for social pages ahead of release?',
  invalidDuration: 'Clip duration should be 30-60 seconds for optimal social media performance',
} as const;

export const CLIP_STATUSES = {
  noAudio: 'No Audio File',
  setTimes: 'Set Times',
  invalidDuration: 'Invalid Duration',
  ready: 'Ready',
} as const;
export type ClipStatus = (typeof CLIP_STATUSES)[keyof typeof CLIP_STATUSES];

import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

const HEIGHT = 72;

/** The analysis's peaks drawn on a canvas, the played part darker; a click or arrow key seeks the player. */
export function Waveform({
  peaks,
  progress,
  onSeek,
  label,
}: {
  peaks: number[];
  /** 0..1 of the track played. */
  progress: number;
  onSeek: (fraction: number) => void;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = element.clientWidth;
    element.width = width * ratio;
    element.height = HEIGHT * ratio;
    context.scale(ratio, ratio);
    context.clearRect(0, 0, width, HEIGHT);
    const step = width / Math.max(1, peaks.length);
    peaks.forEach((peak, i) => {
      const x = i * step;
      const bar = Math.max(1, peak * (HEIGHT - 4));
      context.fillStyle = x / width < progress ? '#1e3a5f' : '#9db4cc';
      context.fillRect(x, (HEIGHT - bar) / 2, Math.max(1, step - 0.5), bar);
    });
  }, [peaks, progress]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-testid="waveform"
      onClick={(event: React.MouseEvent<HTMLCanvasElement>) => {
        const box = event.currentTarget.getBoundingClientRect();
        onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
      }}
      onKeyDown={(event: React.KeyboardEvent) => {
        if (event.key === 'ArrowRight') onSeek(Math.min(1, progress + 0.05));
        if (event.key === 'ArrowLeft') onSeek(Math.max(0, progress - 0.05));
      }}
      sx={{ width: '100%', height: HEIGHT, display: 'block', cursor: 'pointer', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
}

import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { useObjectUrl } from '../../../components/use-object-url.hook';
import { AUDIO_PREVIEW_MESSAGES } from '@domain/files';

function playbackMessage(error: unknown, media: HTMLAudioElement | null): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return AUDIO_PREVIEW_MESSAGES.blocked;
  if (name === 'NotSupportedError' || media?.error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED)
    return AUDIO_PREVIEW_MESSAGES.unsupported;
  if (media?.error?.code === MediaError.MEDIA_ERR_DECODE) return AUDIO_PREVIEW_MESSAGES.unplayable;
  return AUDIO_PREVIEW_MESSAGES.generic;
}

/** Preview and pause of the picked file (played locally) or else the stored one, with the §8 audio messages. */
export function AudioPreview({
  file,
  stored,
  title,
  onError,
}: {
  file: File | undefined;
  /** The server's copy, played when no file was picked in this tab (after a reload). */
  stored: string | null;
  title: string;
  onError: (message: string | null) => void;
}) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const url = useObjectUrl(file) ?? stored;

  useEffect(() => {
    // A message about an earlier file says nothing about this one.
    onError(null);
  }, [file, onError]);

  const toggle = async () => {
    const media = audio.current;
    if (!media) return;
    if (playing) {
      media.pause();
      return;
    }
    try {
      onError(null);
      await media.play();
    } catch (error) {
      onError(playbackMessage(error, media));
    }
  };

  return (
    <>
      {url && (
        <audio
          ref={audio}
          src={url}
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={() => onError(playbackMessage(null, audio.current))}
        />
      )}
      <IconButton onClick={() => void toggle()} disabled={!url} aria-label={playing ? `Pause ${title}` : `Preview ${title}`}>
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
    </>
  );
}

import { useEffect } from 'react';
import { useWaitingListMode } from '../../queries/portal-config.query';
import { useChatKey } from './chat-key.api';

const SCRIPT_ID = 'tidio-chat-script';

function setHidden(hidden: boolean) {
  const frame = document.getElementById('tidio-chat');
  if (frame) frame.style.display = hidden ? 'none' : '';
}

/** Loads the live-chat script only when the API returns a key; hidden in waiting-list mode (public flow §2.2). */
export function ChatWidget() {
  const waitingList = useWaitingListMode();
  const key = useChatKey(!waitingList);

  useEffect(() => {
    setHidden(waitingList);
    if (waitingList || !key || !/^[A-Za-z0-9]+$/.test(key) || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = `https://code.tidio.co/${key}.js`;
    script.async = true;
    document.body.appendChild(script);
  }, [key, waitingList]);
  return null;
}

import { useEffect } from 'react';
import { TOKENS } from '../../di/tokens';
import { useInjection } from '../../di/container-context';
import type { PortalConfigGateway } from '../../gateway/portal-config.gateway';
import { selectWaitingListMode, useSubmissionModeStore } from '../../stores/submission-mode.store';

const SCRIPT_ID = 'tidio-chat-script';

function setHidden(hidden: boolean) {
  const frame = document.getElementById('tidio-chat');
  if (frame) frame.style.display = hidden ? 'none' : '';
}

/** Loads the live-chat script only when the API returns a key; hidden in waiting-list mode (public flow §2.2). */
export function ChatWidget() {
  const gateway = useInjection<PortalConfigGateway>(TOKENS.portalConfig);
  const waitingList = useSubmissionModeStore(selectWaitingListMode);

  useEffect(() => {
    if (waitingList) return setHidden(true);
    setHidden(false);
    if (document.getElementById(SCRIPT_ID)) return undefined;
    let live = true;
    gateway.readChatKey().then(
      (key) => {
        if (!live || !key || !/^[A-Za-z0-9]+$/.test(key) || document.getElementById(SCRIPT_ID)) return;
        const script = document.createElement('script');
        script.id = SCRIPT_ID;
        script.src = `https://code.tidio.co/${key}.js`;
        script.async = true;
        document.body.appendChild(script);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gateway, waitingList]);
  return null;
}

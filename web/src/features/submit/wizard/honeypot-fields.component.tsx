import { useWizardStore } from '../../../stores/wizard.store';

/** Off-screen fields people never see; bots fill them (public flow §5 Bot validation). */
export function HoneypotFields() {
  const honeypot = useWizardStore((s) => s.honeypot);
  const set = useWizardStore((s) => s.setHoneypot);
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </label>
      <label>
        Confirm email
        <input
          type="text"
          name="email_confirm"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot.email_confirm}
          onChange={(e) => set('email_confirm', e.target.value)}
        />
      </label>
    </div>
  );
}

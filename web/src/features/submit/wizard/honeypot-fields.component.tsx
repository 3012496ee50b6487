import { useWizardStore } from '../../../stores/wizard.store';

const BAIT = [
  { name: 'website', label: 'Website' },
  { name: 'email_confirm', label: 'Confirm email' },
] as const;

/** Off-screen fields people never see; bots fill them (public flow §5 Bot validation). */
export function HoneypotFields() {
  const honeypot = useWizardStore((s) => s.honeypot);
  const set = useWizardStore((s) => s.setHoneypot);
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      {BAIT.map(({ name, label }) => (
        <label key={name}>
          {label}
          <input
            type="text"
            name={name}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot[name]}
            onChange={(e) => set(name, e.target.value)}
          />
        </label>
      ))}
    </div>
  );
}

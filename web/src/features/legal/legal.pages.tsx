import { LegalPage } from './legal-page.component';
import { COOKIE_POLICY, DATA_PROTECTION, PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal.content';

export function TermsPage() {
  return <LegalPage {...TERMS_OF_SERVICE} />;
}
export function PrivacyPage() {
  return <LegalPage {...PRIVACY_POLICY} />;
}
export function CookiePage() {
  return <LegalPage {...COOKIE_POLICY} />;
}
export function DataProtectionPage() {
  return <LegalPage {...DATA_PROTECTION} />;
}

import { LegalPage } from './legal-page.component';
import { COOKIE_POLICY } from './cookies.content';
import { DATA_PROTECTION } from './data-protection.content';
import { PRIVACY_POLICY } from './privacy.content';
import { TERMS_OF_SERVICE } from './terms.content';

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

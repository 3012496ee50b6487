import { CryptoOpaqueTokens } from '../../adapters/security/crypto.opaque-tokens';
import { ADAPTER_NAMES, type ESignatureAdapterName } from '../../adapters/config/adapter-names';
import { BuiltinESignature } from '../../adapters/e-signature/builtin.e-signature';
import { DropboxSignESignature } from '../../adapters/e-signature/dropbox-sign.e-signature';
import { DrizzleSettingsRepository } from '../../adapters/persistence/repositories/settings.repository';
import { startFakeDropboxSign } from '../fakes/dropbox-sign.fake';
import { eventJson } from '../fakes/dropbox-sign/events';
import { openTestDatabase } from '../support/test-database';
import { describeESignaturePortSuite, type ESignatureHarness } from './e-signature.port-suite';

const harnesses: Record<ESignatureAdapterName, () => Promise<ESignatureHarness>> = {
  async builtin() {
    const database = await openTestDatabase();
    const tokens = new CryptoOpaqueTokens();
    return {
      eSignature: new BuiltinESignature('http://portal.test', tokens, new DrizzleSettingsRepository(database.db)),
      completeSigning: async () => undefined,
      statusOnceSigned: undefined,
      digest: (token) => tokens.digest(token),
      close: () => database.close(),
    };
  },
  async 'dropbox-sign'() {
    const fake = await startFakeDropboxSign();
    return {
      eSignature: new DropboxSignESignature(
        { apiKey: fake.apiKey, clientId: fake.clientId, templateId: fake.templateId, apiUrl: fake.apiUrl, testMode: true },
        { retry: { sleep: async () => undefined } },
      ),
      completeSigning: async (providerRequestId) => fake.sign(providerRequestId),
      statusOnceSigned: 'signed',
      eventBody: (type, providerRequestId, forged) =>
        eventJson(fake.apiKey, { type, request: fake.requests.get(providerRequestId) ?? null, clientId: fake.clientId, forged }),
      close: () => fake.close(),
    };
  },
};

for (const name of ADAPTER_NAMES.eSignature) describeESignaturePortSuite(name, harnesses[name]);

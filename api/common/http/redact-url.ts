export { REDACTED, redactPrivateUrl as redactUrl } from '../../../domain/shared/private-url';

import type { ContentTypeRule } from './common/http/body-parsing';

/** Routes that take something other than JSON; every other body must be application/json (else 415). */
export const CONTENT_TYPE_RULES: ContentTypeRule[] = [];

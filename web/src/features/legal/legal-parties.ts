import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../app/product';

export const LABEL = PRODUCT_NAME;
export const DPO = SUPPORT_EMAIL.replace(/^[^@]+/, 'privacy');
export const ARBITRATION = `Any dispute that cannot be settled by talking to us is finally resolved by arbitration in London under the Arbitration Act 1996, before a single arbitrator, in English. The laws of England and Wales govern these terms. Nothing here limits your statutory rights as a consumer in the UK or the EU.`;

import { checkTakedownTargets, DELIVERY_KIND_MESSAGES } from '../../../domain/release/delivery-kind';

describe('the stores a takedown names', () => {
  const known = ['store-a', 'store-b'];

  it('is every store when none are named, and each named store once', () => {
    expect(checkTakedownTargets(undefined, known)).toEqual({ ok: true, targetIds: known });
    expect(checkTakedownTargets(['store-b', 'store-b'], known)).toEqual({ ok: true, targetIds: ['store-b'] });
  });

  it('refuses an empty list and an id no store of the label has, in words', () => {
    expect(checkTakedownTargets([], known)).toEqual({ ok: false, message: DELIVERY_KIND_MESSAGES.takedownStoresMissing });
    expect(checkTakedownTargets(['store-a', 'store-z'], known)).toEqual({
      ok: false,
      message: 'No store of the label has the id "store-z": the release was not taken down',
    });
  });
});

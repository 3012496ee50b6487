import { artworkShortfalls, artworkWarning, checkDeliveryTarget, DELIVERY_TARGET_MESSAGES } from '../../../domain/delivery-targets';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';

const store = (name: string, artworkMinSidePx: number) => ({ name, artworkMinSidePx });

describe("a store's smallest cover", () => {
  it('names the stores whose minimum the shorter side of the cover does not meet', () => {
    const stores = [store('Streamwave', 3000), store('Big Covers', 4000), store('Small Shop', 1400)];
    expect(artworkShortfalls({ width: 3000, height: 3000 }, stores).map((s) => s.name)).toEqual(['Big Covers']);
    expect(artworkShortfalls({ width: 5000, height: 2999 }, stores).map((s) => s.name)).toEqual(['Streamwave', 'Big Covers']);
    expect(artworkShortfalls({ width: 4000, height: 4000 }, stores)).toEqual([]);
    expect(artworkShortfalls(null, stores)).toEqual([]);
  });

  it('says which store, what it takes and what the release has', () => {
    expect(artworkWarning(store('Big Covers', 4000), { width: 3000, height: 3000 })).toMatch(
      /^Big Covers takes artwork of at least 4000×4000 pixels; this release's is 3000×3000/,
    );
  });

  it('is a whole number of pixels from 500 to 6000', () => {
    const { password: _password, ...settings } = aDeliveryTarget();
    const fieldsOf = (artworkMinSidePx: number) =>
      checkDeliveryTarget({ ...settings, artworkMinSidePx }, true)
        .filter((issue) => issue.field === 'artworkMinSidePx')
        .map((issue) => issue.message);
    expect(fieldsOf(500)).toEqual([]);
    expect(fieldsOf(6000)).toEqual([]);
    for (const wrong of [499, 6001, 3000.5]) expect(fieldsOf(wrong)).toEqual([DELIVERY_TARGET_MESSAGES.artworkMinimum]);
  });
});

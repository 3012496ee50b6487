import { EMOTION_KEY, emotionCacheAdopting, PRERENDERED_STYLES_ATTRIBUTE } from '../../../web/src/app/prerendered-styles';

function pageWith(styles: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.head.innerHTML = `${styles}<meta name="after">`;
  return page;
}

describe('the browser emotion cache over prerendered styles', () => {
  it('knows every rule the prerendered tag holds, so it writes none of them again', () => {
    const page = pageWith(`<style ${PRERENDERED_STYLES_ATTRIBUTE}="css 1abc 2def">.css-1abc{color:red}.css-2def{color:blue}</style>`);
    const cache = emotionCacheAdopting(page);
    expect(cache.key).toBe(EMOTION_KEY);
    expect(cache.inserted['1abc']).toBe(true);
    expect(cache.inserted['2def']).toBe(true);
    expect(cache.inserted.other).toBeUndefined();
  });

  it('leaves the tag where it is', () => {
    const page = pageWith(`<style ${PRERENDERED_STYLES_ATTRIBUTE}="css 1abc">.css-1abc{color:red}</style>`);
    const tag = page.head.firstElementChild;
    emotionCacheAdopting(page);
    expect(page.head.firstElementChild).toBe(tag);
    expect(tag?.nextElementSibling?.getAttribute('name')).toBe('after');
  });

  it("ignores a tag written for another cache's key", () => {
    const page = pageWith(`<style ${PRERENDERED_STYLES_ATTRIBUTE}="mui 9xyz">.mui-9xyz{color:red}</style>`);
    expect(emotionCacheAdopting(page).inserted['9xyz']).toBeUndefined();
  });
});

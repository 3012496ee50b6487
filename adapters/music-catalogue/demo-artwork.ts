// Generated SVG artwork for the demo catalogue. Only shapes, colours and escaped text: no script, no event
// attributes, no links or external references, so the image cannot carry active content.

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function initials(name: string): string {
  const words = name
    .replace(/^The\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? '')
    .join('');
}

function svg(size: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">` +
    `${body}</svg>`
  );
}

/** A square cover: a gradient, a few circles placed from the id's hash, and the title. */
export function coverSvg(id: string, title: string, artist: string): string {
  const h = hash(id);
  const hue = h % 360;
  const circles = Array.from({ length: 4 }, (_, i) => {
    const v = hash(`${id}:${i}`);
    return `<circle cx="${v % 640}" cy="${(v >>> 10) % 640}" r="${40 + ((v >>> 20) % 160)}" fill="hsl(${(hue + 40 * (i + 1)) % 360},70%,60%)" fill-opacity="0.45"/>`;
  }).join('');
  const gradient =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,28%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 90) % 360},65%,14%)"/></linearGradient></defs>`;
  const text =
    `<text x="40" y="560" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 28))}</text>` +
    `<text x="40" y="606" font-family="sans-serif" font-size="28" fill="#fff" fill-opacity="0.8">${escapeXml(artist.slice(0, 40))}</text>`;
  return svg(640, `${title} by ${artist}`, `${gradient}<rect width="640" height="640" fill="url(#g)"/>${circles}${text}`);
}

/** A round portrait with the artist's initials. */
export function portraitSvg(id: string, name: string): string {
  const hue = hash(id) % 360;
  const body =
    `<rect width="640" height="640" fill="hsl(${hue},45%,22%)"/>` +
    `<circle cx="320" cy="320" r="280" fill="hsl(${(hue + 180) % 360},55%,55%)"/>` +
    `<text x="320" y="320" text-anchor="middle" dominant-baseline="central" font-family="sans-serif" font-size="200" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`;
  return svg(640, name, body);
}

#!/usr/bin/env node
// Build step: every image in web/public/images becomes AVIF and WebP at several widths under
// dist/web/files/optimized/. The same plan, without the files, is compiled into the web app (web/vite.config.mts),
// so the first render already knows each image's sources.
const { mkdirSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const root = path.resolve(__dirname, '..');
const sourceDir = path.join(root, 'web/public/images');
const outDir = path.join(root, 'dist/web/files/optimized');
const WIDTHS = [480, 960, 1440, 1920];
const FORMATS = { avif: { quality: 50 }, webp: { quality: 72 } };

const sourceImages = () => readdirSync(sourceDir).filter((f) => /\.(jpe?g|png)$/i.test(f));

/** For each site image (by its public path): its size and the AVIF/WebP files the build writes for it. */
async function imageMapping() {
  const mapping = {};
  for (const file of sourceImages()) {
    const { width, height } = await sharp(path.join(sourceDir, file)).metadata();
    const base = file.replace(/\.[^.]+$/, '');
    const sources = {};
    for (const format of Object.keys(FORMATS)) {
      sources[format] = WIDTHS.filter((w) => w <= width).map((w) => ({ width: w, url: `/files/optimized/${base}-${w}.${format}` }));
    }
    mapping[`/images/${file}`] = { original: `/images/${file}`, width, height, sources };
  }
  return mapping;
}

async function optimiseImages() {
  mkdirSync(outDir, { recursive: true });
  for (const [original, entry] of Object.entries(await imageMapping())) {
    const source = path.join(sourceDir, path.basename(original));
    for (const [format, options] of Object.entries(FORMATS)) {
      for (const { width, url } of entry.sources[format]) {
        await sharp(source)
          .resize({ width })
          .toFormat(format, options)
          .toFile(path.join(outDir, path.basename(url)));
      }
    }
    const smallest = entry.sources.avif[0];
    const smallestBytes = smallest && statSync(path.join(outDir, path.basename(smallest.url))).size;
    console.log(
      `image ${path.basename(original)}: ${statSync(source).size} B original → ${smallest ? `${smallestBytes} B AVIF at ${smallest.width} px` : 'kept'}`,
    );
  }
}

module.exports = { imageMapping, optimiseImages };

if (require.main === module) {
  optimiseImages().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

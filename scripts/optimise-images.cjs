#!/usr/bin/env node
// Build step: every image in web/public/images becomes AVIF and WebP at several widths under
// dist/web/files/optimized/, listed in image-mapping.json for the ResponsiveImage component.
const { mkdirSync, readdirSync, writeFileSync, statSync } = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const root = path.resolve(__dirname, '..');
const sourceDir = path.join(root, 'web/public/images');
const outDir = path.join(root, 'dist/web/files/optimized');
const WIDTHS = [480, 960, 1440, 1920];
const FORMATS = { avif: { quality: 50 }, webp: { quality: 72 } };

async function optimiseImages() {
  mkdirSync(outDir, { recursive: true });
  const mapping = {};
  for (const file of readdirSync(sourceDir).filter((f) => /\.(jpe?g|png)$/i.test(f))) {
    const source = path.join(sourceDir, file);
    const { width, height } = await sharp(source).metadata();
    const base = file.replace(/\.[^.]+$/, '');
    const entry = { original: `/images/${file}`, width, height, sources: {} };
    for (const [format, options] of Object.entries(FORMATS)) {
      entry.sources[format] = [];
      for (const w of WIDTHS.filter((x) => x <= width)) {
        const name = `${base}-${w}.${format}`;
        await sharp(source).resize({ width: w }).toFormat(format, options).toFile(path.join(outDir, name));
        entry.sources[format].push({ width: w, url: `/files/optimized/${name}`, bytes: statSync(path.join(outDir, name)).size });
      }
    }
    mapping[`/images/${file}`] = entry;
    const smallest = entry.sources.avif[0];
    console.log(
      `image ${file}: ${statSync(source).size} B original → ${smallest ? `${smallest.bytes} B AVIF at ${smallest.width} px` : 'kept'}`,
    );
  }
  writeFileSync(path.join(outDir, 'image-mapping.json'), JSON.stringify(mapping, null, 2));
}

module.exports = { optimiseImages };

if (require.main === module) {
  optimiseImages().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

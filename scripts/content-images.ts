/**
 * Writes the image catalogue (spec section 3): public/images/catalogue.json, one entry per image
 * under public/images with path, width, height, aspectRatio and size (bytes), read with sharp.
 * Runs as part of `npm run content:build`. Usage: npx tsx scripts/content-images.ts [publicDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildImageCatalogue } from '../lib/content/images';

const publicDir = process.argv[2] ?? 'public';
const entries = await buildImageCatalogue(publicDir);
fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
fs.writeFileSync(path.join(publicDir, 'images', 'catalogue.json'), `${JSON.stringify(entries, null, 2)}\n`);
console.log(`content-images: ${entries.length} image(s) in ${publicDir}/images/catalogue.json`);

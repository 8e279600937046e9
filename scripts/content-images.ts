/**
 * Writes the image catalogue (spec section 3): public/images/catalogue.json, one entry per image
 * under public/images with path, width, height, aspectRatio and size (bytes), read with sharp.
 * Runs as part of `npm run content:build`. Usage: npx tsx scripts/content-images.ts [publicDir]
 */
import { writeImageCatalogue } from '../lib/content/images';

const publicDir = process.argv[2] ?? 'public';
const count = await writeImageCatalogue(publicDir);
console.log(`content-images: ${count} image(s) in ${publicDir}/images/catalogue.json`);

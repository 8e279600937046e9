import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** One entry of the image catalogue (spec section 3 "Image catalogue"). size in bytes; aspectRatio = width / height, 4 decimals. */
export interface CatalogueEntry {
  path: string;
  width: number;
  height: number;
  aspectRatio: number;
  size: number;
}

const IMAGE = /\.(webp|png|jpe?g|svg|avif|gif)$/i;

/** Reads every image under publicDir/images with sharp; paths are URL paths ('/images/campaigns/x.webp'), sorted. */
export async function buildImageCatalogue(publicDir: string): Promise<CatalogueEntry[]> {
  const root = path.join(publicDir, 'images');
  if (!fs.existsSync(root)) return [];
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => IMAGE.test(f)).sort();
  const entries: CatalogueEntry[] = [];
  for (const f of files) {
    const full = path.join(root, f);
    const meta = await sharp(full).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    entries.push({
      path: `/images/${f.split(path.sep).join('/')}`,
      width,
      height,
      aspectRatio: height ? Math.round((width / height) * 10000) / 10000 : 0,
      size: fs.statSync(full).size,
    });
  }
  return entries;
}

/** Writes the catalogue of publicDir/images to publicDir/images/catalogue.json; returns the number of images. */
export async function writeImageCatalogue(publicDir: string): Promise<number> {
  const entries = await buildImageCatalogue(publicDir);
  fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'images', 'catalogue.json'), `${JSON.stringify(entries, null, 2)}\n`);
  return entries.length;
}

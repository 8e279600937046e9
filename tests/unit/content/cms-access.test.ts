import { describe, expect, it } from 'vitest';
import { canEditContent, canWorkRecords, STAFF_ROLES } from '@/lib/back-office/roles';
import { saveProblems } from '@/lib/server/cms/cms';

const bytes = (text: string) => new TextEncoder().encode(text);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('who may use the CMS', () => {
  it('editors and administrators edit content; editors see no back-office records', () => {
    expect(STAFF_ROLES.filter(canEditContent)).toEqual(['admin', 'editor']);
    expect(STAFF_ROLES.filter(canWorkRecords)).toEqual(['admin', 'operator']);
  });
});

describe('CMS uploads', () => {
  it('refuse an SVG by name or any markup by content, under any name', () => {
    for (const file of [
      { path: 'public/images/campaigns/x/banner.svg', contents: bytes(SVG) },
      { path: 'public/images/campaigns/x/banner.SVGZ', contents: new Uint8Array([31, 139]) },
      { path: 'public/images/campaigns/x/banner.webp', contents: bytes(`\uFEFF \n${SVG}`) },
      { path: 'public/images/campaigns/x/banner.png', contents: bytes('<?xml version="1.0"?>') },
    ])
      expect(saveProblems([file])[0], file.path).toContain(
        'SVG などのマークアップはアップロードできません',
      );
  });

  it('accept a raster image', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(saveProblems([{ path: 'public/images/campaigns/x/banner.png', contents: png }])).toEqual(
      [],
    );
  });
});

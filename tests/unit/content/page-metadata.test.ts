import { describe, expect, it } from 'vitest';
import { documentMetadata } from '@/lib/content/page-metadata';

describe('documentMetadata', () => {
  it("is the document's title, meta description and URL as the canonical link", () => {
    expect(
      documentMetadata({
        title: '光テレビ',
        description: '光ファイバーで地デジ・BSをご覧いただけます。',
        url: '/option/tv/',
      }),
    ).toEqual({
      title: '光テレビ',
      description: '光ファイバーで地デジ・BSをご覧いただけます。',
      alternates: { canonical: '/option/tv/' },
    });
  });

  it('is empty without a document (the page answers 404)', () => {
    expect(documentMetadata(null)).toEqual({});
    expect(documentMetadata(undefined)).toEqual({});
  });
});

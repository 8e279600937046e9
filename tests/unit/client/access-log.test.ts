import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import {
  ACCESS_LOG_COOKIE,
  ACCESS_LOG_MAX_BYTES,
  appendAccess,
  capAccessLog,
  encodedCookieBytes,
  parseAccessLog,
  type AccessLog,
} from '@/lib/tracking/access-log';

const at = Date.parse('2026-04-01T00:30:00Z');

describe('appendAccess', () => {
  it('records path, id, derived type and Japan-time datetime; counts up', () => {
    const log = appendAccess(
      { totalCount: 4, entries: [] },
      '/campaign/?utm_source=x#a',
      { utm_medium: 'cpc', utm_source: 'yahoo', columnId: 'c9' },
      at,
    );
    expect(log.totalCount).toBe(5);
    expect(log.entries).toEqual([
      { path: '/campaign/', id: 'c9', type: 'yahoo', datetime: '2026-04-01T09:30:00+09:00' },
    ]);
  });
  it('uses introductionId when there is no columnId', () => {
    const log = appendAccess({ totalCount: 0, entries: [] }, '/', { introductionId: 'I-1' }, at);
    expect(log.entries[0]).toMatchObject({ id: 'I-1', type: 'introduction' });
  });
  it('id is null for a direct visit', () => {
    expect(appendAccess({ totalCount: 0, entries: [] }, '/', {}, at).entries[0]).toMatchObject({
      id: null,
      type: 'direct',
    });
  });
});

describe('cookie cap (< 4 KB)', () => {
  it('drops the oldest entries until the encoded cookie fits, keeping totalCount', () => {
    let log: AccessLog = { totalCount: 0, entries: [] };
    for (let i = 0; i < 200; i++)
      log = appendAccess(log, `/campaign/page-${i}/`, { columnId: `column-${i}` }, at);
    expect(log.totalCount).toBe(200);
    expect(encodedCookieBytes(log)).toBeLessThan(ACCESS_LOG_MAX_BYTES);
    expect(encodedCookieBytes(log)).toBeLessThan(4096);
    expect(log.entries.length).toBeGreaterThan(10);
    expect(log.entries.at(-1)?.path).toBe('/campaign/page-199/');
    expect(log.entries[0]?.path).not.toBe('/campaign/page-0/');
    const withOneMore = {
      ...log,
      entries: [{ path: '/x/', id: null, type: 'direct', datetime: 'd' }, ...log.entries],
    };
    expect(encodedCookieBytes(capAccessLog(withOneMore))).toBeLessThan(ACCESS_LOG_MAX_BYTES);
  });
  it('counts the encoded bytes of multi-byte values', () => {
    const log: AccessLog = {
      totalCount: 1,
      entries: [{ path: '/あ/', id: null, type: 'direct', datetime: 'x' }],
    };
    expect(encodedCookieBytes(log)).toBeGreaterThan(
      ACCESS_LOG_COOKIE.length + JSON.stringify(log).length,
    );
  });
  it('the value js-cookie writes reads back to the same log', () => {
    const log = appendAccess({ totalCount: 0, entries: [] }, '/', { type: 'flyer' }, at);
    const written = Cookies.converter.write(JSON.stringify(log), ACCESS_LOG_COOKIE);
    expect(parseAccessLog(Cookies.converter.read(written, ACCESS_LOG_COOKIE))).toEqual(log);
  });
});

describe('parseAccessLog', () => {
  it.each([undefined, '', '{', '[]', '{"totalCount":"1","entries":[]}', 'null'])(
    'malformed %o → empty',
    (v) => {
      expect(parseAccessLog(v)).toEqual({ totalCount: 0, entries: [] });
    },
  );
  it('drops malformed entries', () => {
    expect(
      parseAccessLog(
        '{"totalCount":2,"entries":[{"path":1},{"path":"/","id":null,"type":"direct","datetime":"d"}]}',
      ).entries,
    ).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  buildClientErrorReport,
  classifyError,
  cookieDisabledReport,
  isCrawler,
  redact,
  reportClientError,
  toNotifyClientErrorInput,
} from '@/lib/tracking/error-report';

const browserUA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('classifyError', () => {
  it.each([
    [Object.assign(new Error('boom'), { statusCode: 503 }), 503, 'boom'],
    [{ status: 404, message: 'nope' }, 404, 'nope'],
    [new Error('404'), 404, '404'],
    [new Error('x'), 500, 'x'],
    [undefined, 500, 'Unknown error'],
    [{}, 500, 'Unknown error'],
    [{ statusCode: 'bad' }, 500, 'Unknown error'],
    ['plain text', 500, 'plain text'],
  ])('%o → %i %s', (err, status, message) => {
    expect(classifyError(err)).toEqual({ statusCode: status, message });
  });
});

describe('buildClientErrorReport', () => {
  it('reports path, previous page, message, status, category 共通; strips queries', () => {
    expect(buildClientErrorReport(new Error('boom'), '/apply/form/?est=abc', '/plan/#top')).toEqual(
      {
        category: '共通',
        path: '/apply/form/',
        previousPath: '/plan/',
        message: 'boom',
        statusCode: 500,
      },
    );
  });
  it.each([[{ statusCode: 404 }], [new Error('404')]])('does not report a 404 (%o)', (err) => {
    expect(buildClientErrorReport(err, '/x/', null)).toBeNull();
  });
  it('redacts personal data from messages', () => {
    expect(redact('failed for taro@example.jp tel 090-1234-5678 at /a/?name=山田')).toBe(
      'failed for [email] tel [number] at /a/',
    );
  });
  it('notifyClientError input carries every field', () => {
    const input = toNotifyClientErrorInput(
      buildClientErrorReport(new Error('boom'), '/a/', '/b/')!,
    );
    expect(input.title).toBe('[共通] 500 boom');
    expect(input.text).toBe(
      'category: 共通\npath: /a/\npreviousPath: /b/\nstatusCode: 500\nmessage: boom',
    );
  });
  it('cookie-disabled notice', () => {
    expect(cookieDisabledReport('/x/?a', null)).toMatchObject({
      category: '共通',
      path: '/x/',
      message: expect.stringMatching(/cookie/i),
    });
  });
});

describe('limits', () => {
  it('match the server schema caps and produce a valid notifyClientError input', async () => {
    const { CLIENT_ERROR_LIMITS, notifyClientErrorSchema } =
      await import('@/lib/validation/client-error');
    const { REPORT_LIMITS } = await import('@/lib/tracking/error-report');
    expect(REPORT_LIMITS).toEqual(CLIENT_ERROR_LIMITS);
    const input = toNotifyClientErrorInput(
      buildClientErrorReport(new Error('x'.repeat(5000)), '/a/', null)!,
    );
    expect(input.title.length).toBeLessThanOrEqual(200);
    expect(notifyClientErrorSchema.safeParse(input).success).toBe(true);
  });
});

describe('isCrawler', () => {
  it.each([
    ['Googlebot/2.1', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Chrome-Lighthouse', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 Google-InspectionTool', true],
    [browserUA, false],
    ['', false],
  ])('%s → %s', (ua, expected) => {
    expect(isCrawler(ua)).toBe(expected);
  });
});

describe('reportClientError', () => {
  const deps = () => ({
    track: vi.fn(),
    send: vi.fn(async () => ({})),
    userAgent: browserUA,
    log: vi.fn(),
  });

  it('tracks one event and sends one notifyClientError', async () => {
    const d = deps();
    expect(await reportClientError(new Error('boom'), '/a/', '/b/', d)).toBe('reported');
    expect(d.track).toHaveBeenCalledTimes(1);
    expect(d.track.mock.calls[0]?.[0]).toMatchObject({
      event: 'client_error',
      statusCode: 500,
      path: '/a/',
      category: '共通',
    });
    expect(d.send).toHaveBeenCalledTimes(1);
  });
  it('404 → nothing sent', async () => {
    const d = deps();
    expect(await reportClientError({ statusCode: 404 }, '/a/', null, d)).toBe('not-found');
    expect(d.track).not.toHaveBeenCalled();
    expect(d.send).not.toHaveBeenCalled();
  });
  it('crawler → logged only', async () => {
    const d = { ...deps(), userAgent: 'Googlebot/2.1' };
    expect(await reportClientError(new Error('boom'), '/a/', null, d)).toBe('crawler');
    expect(d.log).toHaveBeenCalled();
    expect(d.send).not.toHaveBeenCalled();
    expect(d.track).not.toHaveBeenCalled();
  });
  it('a failing send is swallowed', async () => {
    const d = {
      ...deps(),
      send: vi.fn(async () => {
        throw new Error('offline');
      }),
    };
    await expect(reportClientError(new Error('boom'), '/a/', null, d)).resolves.toBe('reported');
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { menuClickEvent, track, trackMenuClick, TRACK_PLACES } from '@/lib/tracking/track';

describe('track', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('creates window.dataLayer and pushes events in order', () => {
    track({ event: 'a' });
    track({ event: 'b', x: 1 });
    expect(window.dataLayer).toEqual([{ event: 'a' }, { event: 'b', x: 1 }]);
  });

  it('keeps events already queued by the tag manager', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    trackMenuClick(TRACK_PLACES.pcHeader, 'エリア検索', '/area/');
    expect(window.dataLayer).toHaveLength(2);
  });

  it('builds the documented menu click event', () => {
    expect(menuClickEvent(TRACK_PLACES.drawer, '特典一覧', '/campaign/')).toEqual({
      event: 'click',
      target: '/campaign/',
      label: 'mobile drawer menu/特典一覧',
    });
    trackMenuClick(TRACK_PLACES.modalShown, '電話で相談');
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'click',
      target: '',
      label: 'phone consultation modal shown/電話で相談',
    });
  });

  it('has one distinct place per location named in the spec', () => {
    expect(new Set(Object.values(TRACK_PLACES)).size).toBe(5);
  });
});

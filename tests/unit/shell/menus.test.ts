import { describe, expect, it } from 'vitest';
import {
  drawerMenu,
  drawerNavMenu,
  errorPageMenu,
  headerMenu,
  mobileFooterMenu,
  pcFooterMenu,
  subHeaderMenu,
} from '@/lib/navigation/menus';
import { SITE_ROUTES } from '@/lib/routes';

const routePaths = new Set(SITE_ROUTES.map((r) => r.path));
const allMenus = [
  headerMenu,
  subHeaderMenu,
  drawerMenu,
  drawerNavMenu,
  ...pcFooterMenu.map((g) => g.items),
  mobileFooterMenu,
  errorPageMenu,
];
const items = allMenus.flat();

describe('menus', () => {
  it('link only to routes of spec section 2, with a trailing slash', () => {
    for (const item of items) {
      expect(item.to, item.text).toMatch(/^\/(.*\/)?$/);
      expect(routePaths.has(item.to), `${item.text} -> ${item.to}`).toBe(true);
    }
  });

  it('header holds the four links of spec "Global header" with their Japanese labels', () => {
    expect(headerMenu.map((m) => [m.to, m.text])).toEqual([
      ['/support/', '現在ご利用中の方の窓口'],
      ['/area/', 'エリア検索'],
      ['/campaign/', '特典一覧'],
      ['/apply/form/', '料金シミュレーション・お申し込み'],
    ]);
  });

  it('PC footer has three columns', () => {
    expect(pcFooterMenu).toHaveLength(3);
    for (const g of pcFooterMenu) expect(g.items.length).toBeGreaterThan(0);
  });

  it('drawer buttons use column spans the grid knows (of 12)', () => {
    for (const m of drawerMenu) {
      expect([3, 4, 6, 12]).toContain(m.cols);
      expect([3, 4, 6, 12]).toContain(m.md);
    }
  });

  it('a nested item never comes first in its list', () => {
    for (const menu of allMenus) expect(menu[0]?.isNest ?? false).toBe(false);
  });
});

describe('routes', () => {
  it('list every route once, each with a trailing slash', () => {
    expect(routePaths.size).toBe(SITE_ROUTES.length);
    for (const r of SITE_ROUTES) expect(r.path).toMatch(/^\/(.*\/)?$/);
  });

  it('carry the layouts spec section 2 sets', () => {
    const layout = (p: string) => SITE_ROUTES.find((r) => r.path === p)?.layout;
    expect(layout('/apply/form/')).toBe('simulation');
    expect(layout('/option/apply/')).toBe('apply');
    expect(layout('/option/tv/')).toBe('option');
    expect(layout('/campaign/cash-back/')).toBe('campaign');
    expect(layout('/set-wari/smart-value/')).toBe('set-wari');
    expect(layout('/transfer/')).toBe('apply');
    expect(layout('/area/home/')).toBe('apply');
    expect(layout('/area/')).toBe('default');
    expect(SITE_ROUTES.filter((r) => r.path.startsWith('/campaign/'))).toHaveLength(20);
    expect(SITE_ROUTES.filter((r) => r.path.startsWith('/option/'))).toHaveLength(16);
  });
});

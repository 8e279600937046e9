import type { BaseMenu, SelectedPlan } from '@/lib/state/types';

/** planData.selectedPlan as the site names it (content/plans: 1ギガ・10ギガ コース). */
export const SELECTED_PLAN_LABELS: Record<SelectedPlan, string> = {
  plan1G: '1ギガ',
  plan10G: '10ギガ',
};

/** planData.baseMenu (spec section 3: 0 net, 1 net + phone, 2 net + phone + TV) as the site names it. */
export const BASE_MENU_LABELS: Record<BaseMenu, string> = {
  0: 'ネットのみ',
  1: 'ネット＋電話',
  2: 'ネット＋電話＋テレビ',
};

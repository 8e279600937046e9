import type { BaseMenu } from '@/lib/state/types';

/** The telecom services an application takes: the net always, 光電話 and 光テレビ by the base menu. */
export interface ChosenServices {
  net: true;
  phone: boolean;
  tv: boolean;
}

/**
 * "Net / phone / TV chosen": the one rule used by the fee engine (which fees are charged), the
 * validation (portability needs 光電話, which service agreements are required, TV needs a TV area)
 * and the UI (the base-menu choice, the terms' agreements). The base menu of spec section 3
 * (planData.baseMenu: 0 net only, 1 net + phone, 2 net + phone + TV) decides; planData.isPhone
 * and planData.isTV are its mirror flags (see {@link withServiceFlags}), never read on their own,
 * so a plan cannot get an agreement or a portability for a service it is not charged for.
 */
export function chosenServices(plan: { baseMenu: BaseMenu }): ChosenServices {
  return { net: true, phone: plan.baseMenu >= 1, tv: plan.baseMenu === 2 };
}

/** planData with isPhone / isTV set from the base menu by {@link chosenServices}. */
export function withServiceFlags<T extends { baseMenu: BaseMenu; isPhone: boolean; isTV: boolean }>(
  plan: T,
): T {
  const s = chosenServices(plan);
  return { ...plan, isPhone: s.phone, isTV: s.tv };
}

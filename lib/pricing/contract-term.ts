import type { ContractTerm, PlanData } from '@/lib/state/types';

/**
 * The スタート割 contract terms (content/campaigns/start-wari, content/plans "スタート割と契約期間",
 * content/service/cancellation): 2 or 5 years. The term's length in months follows from its
 * name; every yen figure (monthly fee, construction instalments, cancellation costs) comes from
 * the price book, i.e. from the content documents' lines of that `term`.
 */
export const CONTRACT_TERMS: readonly ContractTerm[] = ['2year', '5year'];

/** Months of a term: '2year' = 24, '5year' = 60. */
export const CONTRACT_TERM_MONTHS: Record<ContractTerm, number> = { '2year': 24, '5year': 60 };

/** '2年契約' / '5年契約'. */
export const CONTRACT_TERM_LABELS: Record<ContractTerm, string> = {
  '2year': '2年契約',
  '5year': '5年契約',
};

/** The term a planData prices; planData from before the choice existed (no field) is '2year'. */
export function contractTermOf(
  planData: Pick<PlanData, 'contractTerm'> | { contractTerm?: undefined },
): ContractTerm {
  return planData.contractTerm === '5year' ? '5year' : '2year';
}

/**
 * The entries of `list` that price `term`: those tagged with that term, or, when none is, those
 * tagged with no term (a price that does not depend on the term). Content tags term-specific
 * lines with `term: 2year | 5year`.
 */
export function forTerm<T extends { term?: ContractTerm | null }>(
  list: T[],
  term: ContractTerm,
): T[] {
  const exact = list.filter((x) => x.term === term);
  return exact.length > 0 ? exact : list.filter((x) => x.term === null || x.term === undefined);
}

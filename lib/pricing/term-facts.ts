import type { ContractTerm, PlanData } from '@/lib/state/types';
import { CONTRACT_TERM_LABELS, CONTRACT_TERM_MONTHS } from './contract-term';
import { constructionFor, netPriceFor, priceInMonth } from './simulate';
import type { CancellationCost, PriceBook } from './types';

/** What a スタート割 term means for this planData, for the term choice and the review. */
export interface ContractTermFacts {
  term: ContractTerm;
  /** '2年契約' / '5年契約'. */
  label: string;
  months: number;
  /** Instalments of the 光ネット standard construction fee on this term (null = no fee in content). */
  netConstructionInstalments: number | null;
  /**
   * 解約金 for cancelling inside the term, yen tax-included: one month's net fee
   * (content/service/cancellation "月額料金の1か月分"), the net fee of the term's last month for
   * this building and plan; null when the content has no net price for it.
   */
  cancellationFeeYen: number | null;
  /** Further costs of cancelling that content gives for this term (工事費の残額, by service). */
  cancellationCosts: CancellationCost[];
}

/**
 * The facts of `term` for planData's building and plan, from the price book (content/plans,
 * content/options/tv, content/service/cancellation): term length, construction instalments,
 * 解約金 and the content's cancellation figures of that term. Pure.
 */
export function contractTermFacts(
  book: PriceBook,
  planData: PlanData,
  term: ContractTerm,
): ContractTermFacts {
  const withTerm: PlanData = { ...planData, contractTerm: term };
  const months = CONTRACT_TERM_MONTHS[term];
  const net = netPriceFor(book, withTerm);
  const hasTV = planData.baseMenu === 2;
  return {
    term,
    label: CONTRACT_TERM_LABELS[term],
    months,
    netConstructionInstalments: constructionFor(book, withTerm, 'net')?.instalmentMonths ?? null,
    cancellationFeeYen: net ? priceInMonth(net.monthly, months) : null,
    cancellationCosts: (book.cancellation ?? []).filter(
      (c) => c.term === term && (hasTV || !c.key.includes('.tv')),
    ),
  };
}

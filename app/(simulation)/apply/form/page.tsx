import type { Metadata } from 'next';
import { SimulationStep } from '@/components/apply/simulation-step';
import { getPriceBook } from '@/lib/pricing/get-price-book';

export const metadata: Metadata = {
  title: '料金シミュレーション・お申し込み',
  description: 'プラン・オプション・キャンペーンを選ぶと、毎月の料金と初期費用、受け取れる特典を1円単位で確認できます。',
};

export default function Page() {
  return (
    <>
      <h1 className="mx-auto max-w-6xl px-4 pt-8 text-2xl font-bold">料金シミュレーション</h1>
      <SimulationStep book={getPriceBook()} />
    </>
  );
}

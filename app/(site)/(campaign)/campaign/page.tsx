import type { Metadata } from 'next';
import { ShellLink } from '@/components/layout/shell-link';
import { getActiveCampaigns, getSetWaris } from '@/lib/content';
import { CampaignCard } from '@/components/content/campaign-banner';
import { ContentImage } from '@/components/content/content-image';

// Validity is judged per request (Japan time), so a campaign appears and ends without a rebuild.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'キャンペーン・特典一覧',
  description:
    '現在実施中のキャンペーンとスマホのセット割をご紹介します。乗りかえ特典やキャッシュバックなど、おトクに始められる特典をご確認ください。',
  alternates: { canonical: '/campaign/' },
};

export default function CampaignListPage() {
  const campaigns = getActiveCampaigns();
  const setWaris = getSetWaris();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold md:text-3xl">キャンペーン・特典一覧</h1>
      <p className="mb-6 text-gray-700">
        現在実施中のキャンペーンです。併用できる特典は各キャンペーンのページでご確認ください。
      </p>
      {campaigns.length === 0 ? (
        <p>現在実施中のキャンペーンはありません。</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2" data-testid="campaign-list">
          {campaigns.map((c, i) => (
            <CampaignCard key={c.slug} campaign={c} lcp={i === 0} />
          ))}
        </div>
      )}
      <section id="set-wari" className="band-deferred mt-12 scroll-mt-20">
        <h2 className="mb-4 text-xl font-bold">スマホとのセット割</h2>
        <div className="grid gap-6 sm:grid-cols-2">
          {setWaris.map((s) => (
            <article
              key={s.slug}
              className="list-card-deferred overflow-hidden rounded-lg border bg-white"
            >
              <ShellLink href={s.url} className="block no-underline">
                <ContentImage image={s.banner} />
                <div className="p-4">
                  <h3 className="text-lg font-bold text-gray-900">{s.title}</h3>
                  <p className="mt-1 text-sm text-gray-700">{s.summary}</p>
                </div>
              </ShellLink>
            </article>
          ))}
        </div>
      </section>
    </main>
  );
}

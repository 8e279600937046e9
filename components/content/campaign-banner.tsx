import { ShellLink } from '@/components/layout/shell-link';
import type { Campaign } from '@/lib/content/schema';
import { formatJstDate } from '@/lib/time';
import { Phrases } from '@/components/ui/phrases';
import { ContentImage } from './content-image';

/** The validity line of a campaign in Japanese, Japan time ('2026年4月1日（水）〜' or '〜2026年1月1日（木）まで'). */
export function campaignPeriodText(campaign: Pick<Campaign, 'validFrom' | 'validUntil'>): string {
  const from = formatJstDate(campaign.validFrom, 'start');
  return campaign.validUntil ? `${from}〜${formatJstDate(campaign.validUntil, 'end')}` : `${from}〜`;
}

/** A campaign's banner with its period. `lcp` preloads it (use once per page, on the largest image). */
export function CampaignBanner({ campaign, lcp = false }: { campaign: Campaign; lcp?: boolean }) {
  return (
    <figure className="my-4">
      <ContentImage image={campaign.banner} lcp={lcp} className="rounded-lg" />
      <figcaption className="mt-2 text-sm text-gray-700">実施期間：{campaignPeriodText(campaign)}</figcaption>
    </figure>
  );
}

/**
 * A card for the campaign list: thumbnail (or banner), title, summary, badge, period, link to the
 * campaign page. `lcp` marks the list's first card (its image preloaded); every other card is
 * laid out only near the viewport (`list-card-deferred`, app/globals.css).
 */
export function CampaignCard({ campaign, lcp = false }: { campaign: Campaign; lcp?: boolean }) {
  return (
    <article
      className={`overflow-hidden rounded-lg border bg-white shadow-sm${lcp ? '' : ' list-card-deferred'}`}
      data-campaign={campaign.slug}
    >
      <ShellLink href={campaign.url} className="block no-underline">
        <ContentImage image={campaign.thumbnail ?? campaign.banner} lcp={lcp} />
        <div className="p-4">
          {campaign.badge ? <p className="mb-1 inline-block rounded bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">{campaign.badge}</p> : null}
          <h3 className="text-lg font-bold text-gray-900">
            <Phrases>{campaign.title}</Phrases>
          </h3>
          <p className="mt-1 text-sm text-gray-700">
            <Phrases>{campaign.summary}</Phrases>
          </p>
          <p className="mt-2 text-xs text-gray-600">実施期間：{campaignPeriodText(campaign)}</p>
        </div>
      </ShellLink>
    </article>
  );
}

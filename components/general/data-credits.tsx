import { TownPointsCredit } from '@/components/ui/town-points-credit';
import { MAP_TILE_ATTRIBUTION_TEXT } from '@/lib/area/map-config';

/**
 * 「データの出典」 on /company/: the data the site uses under a licence that asks for credit, the
 * pin map's tiles (地理院タイル by default) and the town points of the pin check (Geolonia 住所データ,
 * CC BY 4.0; README "Town points").
 */
export function DataCredits() {
  return (
    <section aria-labelledby="data-credits" className="text-sm leading-7">
      <h2 id="data-credits" className="text-base font-bold">
        データの出典
      </h2>
      <ul className="mt-2 list-disc pl-5 [&_a]:underline">
        <li>お申し込み時の地図：{MAP_TILE_ATTRIBUTION_TEXT}</li>
        <li>
          地図で指定された設置場所の確認に使う町名の位置：
          <TownPointsCredit />
        </li>
      </ul>
    </section>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { isPinForTown, type ConfirmedPin, type PinTown } from '@/lib/area/confirmed-pin';
import { fetchTownCentre, MapUploadError, uploadMapImage } from '@/lib/area/map-upload';
import { PIN_MESSAGES, type LatLng, type TownCentre } from '@/lib/area/pin';
import { isServicePrefecture } from '@/lib/area/search-area';

// MapLibre and the map component load only when the visitor opens the map (never in first-load JS).
const PinMap = dynamic(() => import('./pin-map'), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm">
      地図を読み込んでいます…
    </p>
  ),
});

/**
 * The map part of the area step for a new build without an address: a button opens the pin map
 * centred on the town given (GET /api/town-centre/); confirming the pin uploads the map image
 * (POST /api/map-image/, where the server checks the pin again) and reports the confirmed pin with
 * the image's storage key. `error`: the form was submitted without a pin for this town
 * ('required') or with one confirmed for another town ('townChanged'); its message is shown next
 * to the button.
 */
export default function PinPicker({
  town,
  value,
  onChange,
  error,
}: {
  town: PinTown;
  value: ConfirmedPin | null;
  onChange: (pin: ConfirmedPin | null) => void;
  error?: 'required' | 'townChanged';
}) {
  const [open, setOpen] = useState(false);
  const [centre, setCentre] = useState<TownCentre | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const confirmed = isPinForTown(value, town) ? value : null;
  const canOpen = town.prefecture !== '' && town.city !== '';
  // A prefecture outside the five is told so here; the map (which could only refuse) stays shut.
  const outsideArea = town.prefecture !== '' && !isServicePrefecture(town.prefecture);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // When the map closes on a confirmed pin, focus goes back to the button that reopens it (the
  // map had it; without this it would fall to the page).
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  const openMap = async () => {
    setMessage(null);
    setBusy(true);
    setCentre(await fetchTownCentre(town));
    setBusy(false);
    setOpen(true);
  };

  const confirm = async (pin: LatLng, image: Blob) => {
    setBusy(true);
    setMessage(null);
    try {
      const key = await uploadMapImage(image, pin, town);
      setPreview(URL.createObjectURL(image));
      onChange({ ...pin, image: key, town });
      returnFocus.current = true;
      setOpen(false);
    } catch (e) {
      setMessage(e instanceof MapUploadError ? e.message : '地図の位置を確定できませんでした');
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded border border-gray-300 p-4">
      <legend className="px-1 text-sm font-bold">設置場所（地図）</legend>
      {confirmed ? (
        <div className="flex flex-col gap-2" data-testid="pin-confirmed">
          <p role="status" className="text-sm">
            設置場所を確定しました（北緯 {confirmed.latitude.toFixed(6)}°・東経{' '}
            {confirmed.longitude.toFixed(6)}°）。
          </p>
          {preview ? (
            // A blob: URL of the image just uploaded; next/image cannot optimise it.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={preview}
              alt="確定した設置場所の地図"
              width={240}
              height={160}
              className="rounded border border-gray-300"
            />
          ) : null}
        </div>
      ) : (
        <p className="text-sm leading-6">
          番地が決まっていない場合は、地図で設置場所（建築予定地）を指定してください。提供エリアはご入力の町名・大字の提供状況で仮に判定し、お申し込み後に担当者が場所を確認します。
        </p>
      )}
      {outsideArea ? (
        <p
          role="status"
          data-testid="pin-outside-area"
          className="text-sm font-bold text-brand-dark"
        >
          {PIN_MESSAGES.prefectureOutsideArea(town.prefecture)}
        </p>
      ) : !open ? (
        <button
          ref={opener}
          type="button"
          onClick={openMap}
          disabled={!canOpen || busy}
          aria-describedby={error ? 'pin-picker-error' : undefined}
          className={buttonClass('outline')}
        >
          {confirmed ? '地図で位置を変更する' : '地図で設置場所を指定する'}
        </button>
      ) : (
        <PinMap
          centre={centre}
          prefecture={town.prefecture}
          initialPin={confirmed}
          isBusy={busy}
          onConfirm={confirm}
        />
      )}
      {!canOpen && !outsideArea ? (
        <p className="text-xs text-gray-600">先に都道府県と市区町村を入力してください。</p>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-brand-dark">
          {message}
        </p>
      ) : null}
      {error && !confirmed ? (
        <p id="pin-picker-error" role="alert" className="text-sm text-brand-dark">
          {error === 'townChanged' ? PIN_MESSAGES.pinTownChanged : PIN_MESSAGES.required}
        </p>
      ) : null}
    </fieldset>
  );
}

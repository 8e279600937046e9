'use client';

import { TownPointsCredit } from '@/components/ui/town-points-credit';
import 'maplibre-gl/dist/maplibre-gl.css';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Map, Marker, useMap, type MapRef, type StyleSpecification } from '@vis.gl/react-maplibre';
import { version as maplibreVersion } from 'maplibre-gl/package.json';
import { buttonClass } from '@/components/ui/button-class';
import {
  MAP_MAX_ZOOM,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_ATTRIBUTION_TEXT,
  MAP_TILE_URL,
  MAP_UI_LOCALE,
} from '@/lib/area/map-config';
import {
  checkPin,
  distanceToTown,
  movePin,
  roundCoordinate,
  type LatLng,
  type TownCentre,
} from '@/lib/area/pin';

/** Where the map opens when no centre is known: the middle of the five prefectures. */
const SERVICE_AREA_CENTRE: LatLng = { latitude: 35.6, longitude: 137.6 };
const ZOOM_BY_PRECISION = { town: 16, city: 14, prefecture: 10 } as const;
/** MapLibre's worker, served by app/maplibre-worker (its default location does not survive bundling). */
const WORKER_URL = `/maplibre-worker/?v=${maplibreVersion}`;
/** Size of the map image sent with the application (px). */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 320;

const style: StyleSpecification = {
  version: 8,
  sources: {
    tiles: {
      type: 'raster',
      tiles: [MAP_TILE_URL],
      tileSize: 256,
      maxzoom: MAP_MAX_ZOOM,
      // Plain text on the map (no link, so no tab stop between the map and its confirm button);
      // the linked credits follow the button.
      attribution: MAP_TILE_ATTRIBUTION_TEXT,
    },
  },
  layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
};

/** A readable position: '北緯 35.168100°・東経 136.906600°'. */
export function formatPin(p: LatLng): string {
  return `北緯 ${p.latitude.toFixed(6)}°・東経 ${p.longitude.toFixed(6)}°`;
}

function drawPinMarker(ctx: CanvasRenderingContext2D, x: number, y: number) {
  ctx.fillStyle = '#d7000f';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.bezierCurveTo(x - 4, y - 10, x - 12, y - 16, x - 12, y - 26);
  ctx.arc(x, y - 26, 12, Math.PI, 0);
  ctx.bezierCurveTo(x + 12, y - 16, x + 4, y - 10, x, y);
  ctx.closePath();
  ctx.stroke();
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y - 26, 4.5, 0, Math.PI * 2);
  ctx.fill();
}

function waitForIdle(map: ReturnType<MapRef['getMap']>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 8000);
    map.once('idle', () => {
      clearTimeout(timer);
      resolve();
    });
    map.triggerRepaint();
  });
}

/**
 * A PNG of the map around the pin ({@link IMAGE_WIDTH} × {@link IMAGE_HEIGHT}): the map is centred
 * on the pin, drawn from its WebGL canvas (preserveDrawingBuffer) with the pin and the tiles'
 * attribution painted on top. The tiles must be CORS-enabled (地理院タイル are).
 */
async function renderPinImage(ref: MapRef, pin: LatLng): Promise<Blob> {
  const map = ref.getMap();
  map.jumpTo({ center: [pin.longitude, pin.latitude] });
  await waitForIdle(map);
  const source = map.getCanvas();
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = IMAGE_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  // Crop the middle of the map canvas at the image's aspect ratio (device pixels).
  const scale = Math.min(source.width / IMAGE_WIDTH, source.height / IMAGE_HEIGHT);
  const sw = IMAGE_WIDTH * scale;
  const sh = IMAGE_HEIGHT * scale;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  ctx.drawImage(
    source,
    (source.width - sw) / 2,
    (source.height - sh) / 2,
    sw,
    sh,
    0,
    0,
    IMAGE_WIDTH,
    IMAGE_HEIGHT,
  );
  drawPinMarker(ctx, IMAGE_WIDTH / 2, IMAGE_HEIGHT / 2);
  ctx.font = '12px sans-serif';
  const label = `${MAP_TILE_ATTRIBUTION_TEXT}　${formatPin(pin)}`;
  const w = ctx.measureText(label).width + 8;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fillRect(IMAGE_WIDTH - w, IMAGE_HEIGHT - 18, w, 18);
  ctx.fillStyle = '#222222';
  ctx.fillText(label, IMAGE_WIDTH - w + 4, IMAGE_HEIGHT - 5);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}

/**
 * Takes MapLibre's canvas out of the tab order: the map's container (role application) is the one
 * keyboard stop, and the canvas would be a second one before the confirm button. A child of <Map>
 * so it runs once the map exists.
 */
function CanvasOutOfTabOrder() {
  const { current } = useMap();
  useEffect(() => {
    current?.getCanvas().setAttribute('tabindex', '-1');
  }, [current]);
  return null;
}

/** Whether the visitor's main pointer is a finger (a phone or tablet), for the instructions. */
const isTouch = () =>
  typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

/**
 * The pin map of a new build without an address (MapLibre GL on raster tiles, 地理院タイル by
 * default, attribution always expanded). The pin is set by a click or tap, dragged, or moved with
 * the arrow keys while the map has focus (10 m a press, 100 m with Shift); a live text readout
 * gives its position and its distance from the town's centre. The map takes the keyboard focus
 * when it opens; the instructions are for touch on a touch screen (`pointer: coarse`), for a mouse
 * and keyboard otherwise. `onConfirm` gets the pin (6
 * decimals) and a PNG of the map with the pin, only when the pin passes lib/area/pin's checkPin
 * for the prefecture and centre given (else the message is shown next to the map).
 */
export default function PinMap({
  centre,
  prefecture,
  initialPin,
  isBusy,
  onConfirm,
}: {
  centre: TownCentre | null;
  prefecture: string;
  initialPin: LatLng | null;
  isBusy: boolean;
  onConfirm: (pin: LatLng, image: Blob) => void;
}) {
  const ref = useRef<MapRef>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const readoutId = useId();
  const helpId = useId();
  const errorId = useId();
  const [pin, setPin] = useState<LatLng | null>(initialPin);
  const [error, setError] = useState<string | null>(null);
  const [rendering, setRendering] = useState(false);
  const start = initialPin ?? centre ?? SERVICE_AREA_CENTRE;
  const initialViewState = useMemo(
    () => ({
      latitude: start.latitude,
      longitude: start.longitude,
      zoom: initialPin ? 17 : centre ? ZOOM_BY_PRECISION[centre.precision] : 7,
    }),
    // The first view only; later moves come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // Opening the map moves focus into it (the button that opened it is gone).
  useEffect(() => containerRef.current?.focus(), []);

  const place = useCallback((p: LatLng) => {
    setPin({ latitude: roundCoordinate(p.latitude), longitude: roundCoordinate(p.longitude) });
    setError(null);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 100 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step],
      ArrowRight: [0, step],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const map = ref.current;
    const mapCentre = map?.getCenter();
    // The first press puts the pin at the map's centre; later presses move it.
    const next = pin
      ? movePin(pin, move[0], move[1])
      : mapCentre
        ? { latitude: mapCentre.lat, longitude: mapCentre.lng }
        : (centre ?? SERVICE_AREA_CENTRE);
    place(next);
    map?.panTo([next.longitude, next.latitude], { duration: 0 });
  };

  const confirm = async () => {
    if (!pin) {
      setError(
        isTouch()
          ? '地図をタップしてピンを置いてください'
          : '地図をクリックするか、地図を選んで矢印キーでピンを置いてください',
      );
      return;
    }
    const check = checkPin(pin, prefecture, centre);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    if (!ref.current) return;
    setRendering(true);
    try {
      onConfirm(check.pin, await renderPinImage(ref.current, check.pin));
    } catch {
      setError('地図の画像を作成できませんでした。もう一度お試しください');
    } finally {
      setRendering(false);
    }
  };

  // The distance the 2 km rule measures, shown only when the town itself is known.
  const distance = pin && centre?.precision === 'town' ? distanceToTown(pin, centre) : null;

  return (
    <div className="flex flex-col gap-3">
      <p id={helpId} data-testid="pin-help" className="text-sm leading-6">
        <span className="pointer-coarse:hidden">
          地図をクリックして設置場所にピンを置き、ドラッグで位置を調整してください。キーボードでは地図を選んで矢印キーでピンを動かせます（Shiftキーを押しながらで大きく移動）。
        </span>
        <span className="hidden pointer-coarse:inline">
          地図をタップして設置場所にピンを置いてください。ピンを指でドラッグすると位置を調整できます。地図は指でずらし、2本の指で拡大・縮小できます。
        </span>
      </p>
      <div
        role="application"
        aria-roledescription="地図"
        aria-label="設置場所の地図"
        aria-describedby={`${helpId} ${readoutId}${error ? ` ${errorId}` : ''}`}
        tabIndex={0}
        ref={containerRef}
        onKeyDown={onKeyDown}
        data-testid="pin-map"
        className="relative aspect-[3/2] w-full overflow-hidden rounded border border-gray-400 focus-visible:outline-3 focus-visible:outline-accent"
      >
        <Map
          ref={ref}
          initialViewState={initialViewState}
          mapStyle={style}
          maxZoom={MAP_MAX_ZOOM}
          locale={MAP_UI_LOCALE}
          keyboard={false}
          workerUrl={WORKER_URL}
          attributionControl={{ compact: false }}
          canvasContextAttributes={{ preserveDrawingBuffer: true }}
          onClick={(e) => place({ latitude: e.lngLat.lat, longitude: e.lngLat.lng })}
          style={{ width: '100%', height: '100%' }}
        >
          <CanvasOutOfTabOrder />
          {pin ? (
            <Marker
              latitude={pin.latitude}
              longitude={pin.longitude}
              anchor="bottom"
              draggable
              onDragEnd={(e) => place({ latitude: e.lngLat.lat, longitude: e.lngLat.lng })}
            >
              <svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">
                <path
                  d="M14 39C14 39 2 24 2 14a12 12 0 0 1 24 0c0 10-12 25-12 25z"
                  fill="#d7000f"
                  stroke="#fff"
                  strokeWidth="2"
                />
                <circle cx="14" cy="14" r="4.5" fill="#fff" />
              </svg>
            </Marker>
          ) : null}
        </Map>
      </div>
      <p id={readoutId} aria-live="polite" data-testid="pin-readout" className="text-sm">
        {pin
          ? `ピンの位置：${formatPin(pin)}${
              distance !== null ? `（ご入力の町名から約${(distance / 1000).toFixed(1)}km）` : ''
            }`
          : 'ピンはまだ置かれていません。'}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={confirm}
        disabled={isBusy || rendering}
        className={buttonClass('primary')}
      >
        {isBusy || rendering ? '地図を送信しています…' : 'この位置で確定する'}
      </button>
      <p className="text-xs leading-5 text-gray-600 [&_a]:underline" data-testid="pin-map-credits">
        地図：
        {/* The tiles' attribution (HTML from the build's configuration, lib/area/map-config.ts). */}
        <span dangerouslySetInnerHTML={{ __html: MAP_TILE_ATTRIBUTION }} />
        　町名の位置：
        <TownPointsCredit />
      </p>
    </div>
  );
}

import type { LatLng } from './pin';

/**
 * The pin of a new build without an address as the area form keeps it (no dependencies, so the
 * area pages' first load stays small; the map and its rules load when the visitor opens it).
 */

/** The address a pin belongs to (the area form's prefecture, city and town). */
export interface PinTown {
  prefecture: string;
  city: string;
  town: string;
}

/** A pin the visitor confirmed: its position, the stored map image's key and the town it was checked for. */
export interface ConfirmedPin extends LatLng {
  image: string;
  town: PinTown;
}

/** True when the pin was confirmed for this same prefecture, city and town. */
export function isPinForTown(pin: ConfirmedPin | null, town: PinTown): pin is ConfirmedPin {
  return (
    !!pin &&
    pin.town.prefecture === town.prefecture &&
    pin.town.city === town.city &&
    pin.town.town === town.town
  );
}

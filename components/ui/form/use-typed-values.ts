'use client';

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Shows the form's watchers what a visitor typed before the page's JavaScript ran. The fields are
 * server-rendered and accept input at once; react-hook-form (7.92) takes such a value into the
 * form state when it registers the field ("edited before ready": text, selects, checkboxes), but
 * each useWatch computed its value in the render before that, so a watcher (the contact form's
 * time slots follow the date) would keep the default until the next change. Once after mount
 * (useWatch has subscribed in a layout effect by then), if the form state differs from
 * `defaultValues`, it is published again to every watcher, the typed fields marked dirty. For
 * server-rendered forms that watch values. Nothing is stored anywhere else.
 */
export function useShowTypedValuesToWatchers<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValues'>,
  defaultValues: T,
): void {
  const { getValues, setValues } = form;
  useEffect(() => {
    const values = getValues();
    if (JSON.stringify(values) !== JSON.stringify(defaultValues)) {
      setValues(values, { shouldDirty: true });
    }
  }, [getValues, setValues, defaultValues]);
}

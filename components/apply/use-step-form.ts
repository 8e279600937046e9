'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { StepOutputs, StepSubmitEvent } from '@/machines/application-flow.machine';
import type { PersonalStepId } from '@/machines/apply-steps';
import { useApplicationFlow } from './flow-context';
import type { StepForm } from '@/components/ui/form/bound';
import { schemaResolver } from '@/components/ui/form/schema-resolver';

/** Saved values over the defaults, nested objects merged (a saved draft may lack newer fields). */
function mergeDefaults(defaults: FieldValues, saved: unknown): FieldValues {
  if (!saved || typeof saved !== 'object') return structuredClone(defaults);
  const out: FieldValues = structuredClone(defaults);
  for (const [k, v] of Object.entries(saved as FieldValues)) {
    const d = out[k] as unknown;
    out[k] =
      d &&
      typeof d === 'object' &&
      !Array.isArray(d) &&
      v &&
      typeof v === 'object' &&
      !Array.isArray(v)
        ? mergeDefaults(d as FieldValues, v)
        : v;
  }
  return out;
}

/**
 * One wizard step's form: react-hook-form with schemaResolver(schema), starting from the step's
 * draft in the machine (else its parsed value, else `defaults`), so nothing typed is lost on
 * back, on moving between steps, or after a refused submit. Every change is sent as 'step.update'
 * (the draft, memory only); next sends 'step.submit' with the schema's OUTPUT (zodResolver hands
 * react-hook-form the parsed values), back 'flow.back'. Fields refused at submit
 * (applicationDetails.fieldErrors under `${step}.`) are shown next to their fields, and the error
 * summary takes focus whenever a submit fails.
 */
export function useStepForm<S extends PersonalStepId>(
  step: S,
  schema: z.ZodType<StepOutputs[S]>,
  defaults: FieldValues,
) {
  const actor = useApplicationFlow();
  const [initial] = useState(() => {
    const { drafts, customerData } = actor.getSnapshot().context;
    return mergeDefaults(defaults, drafts[step] ?? customerData[step]);
  });
  const form = useForm<FieldValues>({
    defaultValues: initial,
    resolver: schemaResolver<FieldValues, FieldValues>(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  }) as StepForm;
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const sub = form.watch((values) =>
      actor.send({ type: 'step.update', step, draft: structuredClone(values) as FieldValues }),
    );
    return () => sub.unsubscribe();
  }, [actor, form, step]);

  useEffect(() => {
    const refused = actor
      .getSnapshot()
      .context.applicationDetails.fieldErrors.filter((f) => f.path.startsWith(`${step}.`));
    if (refused.length === 0) return;
    for (const f of refused) {
      form.setError(f.path.slice(step.length + 1), { type: 'server', message: f.message });
    }
    setFocusRequest((n) => n + 1);
  }, [actor, form, step]);

  // The summary is shown by the render that carries the errors, which may come after the one of
  // the request: focus as soon as it is visible.
  const focusedRequest = useRef(0);
  useEffect(() => {
    if (focusRequest === focusedRequest.current) return;
    const el = summaryRef.current;
    if (!el || el.hidden) return;
    focusedRequest.current = focusRequest;
    el.focus();
  });

  const onSubmit = form.handleSubmit(
    (parsed) =>
      actor.send({
        type: 'step.submit',
        step,
        values: parsed as StepOutputs[S],
      } as StepSubmitEvent),
    () => setFocusRequest((n) => n + 1),
  );
  const onBack = useCallback(() => actor.send({ type: 'flow.back' }), [actor]);
  return { form, onSubmit, onBack, summaryRef, actor };
}

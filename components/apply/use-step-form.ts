'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { StepOutputs, StepSubmitEvent } from '@/machines/application-flow.machine';
import type { PersonalStep } from '@/machines/step-invalidation';
import { useApplicationFlow } from './flow-context';
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
export function useStepForm<
  S extends PersonalStep,
  Schema extends z.ZodType<StepOutputs[S], FieldValues>,
>(step: S, schema: Schema, defaults: DefaultValues<z.input<Schema>>) {
  const actor = useApplicationFlow();
  type Values = z.input<Schema>;
  const [initial] = useState(() => {
    const { drafts, customerData } = actor.getSnapshot().context;
    // A draft or parsed value of this step, over the step's defaults: values of the same form.
    return mergeDefaults(defaults, drafts[step] ?? customerData[step]) as DefaultValues<Values>;
  });
  const form: UseFormReturn<Values, unknown, StepOutputs[S]> = useForm({
    defaultValues: initial,
    resolver: schemaResolver<Values, StepOutputs[S]>(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
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
      // The server names the fields of the same schema (applyCTC parses with it).
      const name = f.path.slice(step.length + 1) as Path<Values>;
      form.setError(name, { type: 'server', message: f.message });
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
        values: parsed,
      } as StepSubmitEvent),
    () => setFocusRequest((n) => n + 1),
  );
  const onBack = useCallback(() => actor.send({ type: 'flow.back' }), [actor]);
  return { form, onSubmit, onBack, summaryRef, actor };
}

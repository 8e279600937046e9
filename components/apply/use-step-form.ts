'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { StepOutputs, StepSubmitEvent } from '@/machines/application-flow.machine';
import type { PersonalStepId } from '@/machines/apply-steps';
import { stepDependencies } from '@/lib/validation/step-dependencies';
import { stepDefaults, stepSchema, type StepInputs } from '@/lib/validation/step-schemas';
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
 * One wizard step's form: react-hook-form with schemaResolver(the step's schema of
 * lib/validation/step-schemas.ts under the machine's plan and campaign choice, built again only
 * when a fact it reads changes), starting from the step's draft in the machine (else its parsed
 * value, else the step's defaults from the same registry), so nothing typed is lost on
 * back, on moving between steps, or after a refused submit. Every change is sent as 'step.update'
 * (the draft, memory only); next sends 'step.submit' with the schema's OUTPUT (zodResolver hands
 * react-hook-form the parsed values), back 'flow.back'. Fields refused at submit
 * (applicationDetails.fieldErrors under `${step}.`) are shown next to their fields, and the error
 * summary takes focus whenever a submit fails.
 */
export function useStepForm<S extends PersonalStepId>(step: S) {
  type Values = StepInputs[S];
  const actor = useApplicationFlow();
  // The facts the step's schema reads (lib/validation/step-dependencies.ts), as one value.
  const facts = useSelector(actor, (s) =>
    JSON.stringify(stepDependencies(s.context.planData, s.context.campaignData)[step]),
  );
  const schema = useMemo(() => {
    const { planData, campaignData } = actor.getSnapshot().context;
    return stepSchema(step, { planData, campaignData });
    // Built again when a fact it reads changes (`facts`), not at every plan change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, step, facts]);
  const [initial] = useState(() => {
    const { drafts, customerData, planData, campaignData } = actor.getSnapshot().context;
    const defaults = stepDefaults(step, { planData, campaignData });
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

'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useSelector } from '@xstate/react';
import { ButtonLink } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-class';
import { PhoneConsult } from '@/components/layout/phone-consult';
import { CONSULTATION_TEL } from '@/lib/site';
import { getCallTime } from '@/lib/settings/call-time';
import { getApplyStep } from '@/machines/apply-steps';
import { AreaForm } from './area-form';
import { AreaResult } from './area-result';
import { useApplicationFlow } from './flow-context';

/**
 * The area check shared by /area/, /area/home/ and /apply/area/: the address form, then the
 * result from the machine's area state. Served: a call to action into /apply/form/ (the machine
 * has planData, installationInfo and areaData set). Not served: contact and phone consultation.
 * Failed: a retry with the same input. `standalone`: on /area/ and /area/home/ (no route gate).
 */
export function AreaCheck({ standalone = false }: { standalone?: boolean }) {
  const actor = useApplicationFlow();
  const router = useRouter();
  const areaState = useSelector(actor, (s) =>
    s.matches({ area: 'searching' })
      ? 'searching'
      : s.matches({ area: 'checked' })
        ? 'checked'
        : s.matches({ area: 'failed' })
          ? 'failed'
          : 'editing',
  );
  const isInArea = useSelector(actor, (s) => s.matches('area'));
  const customer = useSelector(actor, (s) => s.context.customerData);
  const canProceed = useSelector(actor, (s) => s.can({ type: 'step.submit' }));

  useEffect(() => {
    // Opened from another step (e.g. the standalone /area/ page mid-application): back to the area step.
    if (!isInArea) actor.send({ type: 'flow.goto', step: 'area' });
  }, [actor, isInArea]);

  const input = customer.areaSearchInput;
  const area = customer.areaData;
  const proceed = () => {
    actor.send({ type: 'step.submit' });
    // On /apply/area/ the route gate follows the machine; the standalone pages navigate themselves.
    if (standalone) router.push(getApplyStep('form').path);
  };
  const retry = () => {
    if (input && customer.installationInfo)
      actor.send({ type: 'area.search', input, installationInfo: customer.installationInfo });
  };

  return (
    <div className="flex flex-col gap-8">
      <AreaForm
        key={input ? JSON.stringify(input) : 'empty'}
        initial={input}
        installationInfo={customer.installationInfo}
        isSearching={areaState === 'searching'}
        onSearch={(i, info) =>
          actor.send({ type: 'area.search', input: i, installationInfo: info })
        }
      />
      {areaState === 'failed' ? (
        <section
          role="alert"
          data-testid="area-failed"
          className="rounded-lg border-2 border-brand bg-white p-5"
        >
          <h2 className="text-lg font-bold">提供エリアを確認できませんでした</h2>
          <p className="mt-2 text-base leading-7">
            通信が混み合っているか、一時的な障害が発生している可能性があります。ご入力内容はそのままです。時間をおいて再度お試しください。
          </p>
          <button type="button" onClick={retry} className={`${buttonClass('primary')} mt-4`}>
            もう一度確認する
          </button>
        </section>
      ) : null}
      {areaState === 'checked' && area && input ? (
        <AreaResult
          area={area}
          buildingType={input.buildingType}
          provisional={input.isNoAddress && customer.installationInfo?.latitude != null}
          actions={
            canProceed ? (
              <button type="button" onClick={proceed} className={buttonClass('primary', 'lg')}>
                料金シミュレーション・お申し込みへ進む
              </button>
            ) : (
              <>
                <ButtonLink href="/contact/" variant="outline">
                  お問い合わせ
                </ButtonLink>
                <PhoneConsult
                  tel={CONSULTATION_TEL}
                  displayText={getCallTime().displayText}
                  variant="block"
                />
              </>
            )
          }
        />
      ) : null}
    </div>
  );
}

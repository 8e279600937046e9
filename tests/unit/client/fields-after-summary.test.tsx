// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldsAfterSummary } from '@/components/ui/form/error-summary';

afterEach(cleanup);

/**
 * A step form in miniature: a summary before the fields and a part after them, each writing to
 * `log` when it renders, with the message it sees. The order of the log tells the renders apart:
 * a part after the fields logged before the fields means the fields waited for a later render.
 */
function harness() {
  const log: string[] = [];
  let setErrors!: (e: FieldErrors) => void;
  let bump!: () => void;
  const Part = ({ name, errors }: { name: string; errors: FieldErrors }) => {
    log.push(`${name}:${String(errors.mail?.message ?? '-')}`);
    return null;
  };
  function Form() {
    const [errors, set] = useState<FieldErrors>({});
    const [, setTick] = useState(0);
    setErrors = set;
    bump = () => setTick((n) => n + 1);
    return (
      <>
        <Part name="summary" errors={errors} />
        <FieldsAfterSummary errors={errors}>
          <Part name="fields" errors={errors} />
        </FieldsAfterSummary>
        <Part name="buttons" errors={errors} />
      </>
    );
  }
  render(<Form />);
  log.length = 0;
  return { log, setErrors: (e: FieldErrors) => setErrors(e), bump: () => bump() };
}

describe('FieldsAfterSummary', () => {
  it('renders the fields with a new errors object only after the render that shows the summary', () => {
    const h = harness();
    act(() => h.setErrors({ mail: { type: 'required', message: '入力してください' } }));
    expect(h.log).toEqual([
      'summary:入力してください',
      'buttons:入力してください',
      'fields:入力してください',
    ]);
  });

  it('renders the fields at once when the errors object is the same (changed in place) or unchanged', () => {
    const h = harness();
    act(() => h.bump());
    expect(h.log).toEqual(['summary:-', 'fields:-', 'buttons:-']);
  });
});

import 'server-only';
import { at, jst, text, type StoredRecord } from '@/lib/server/admin';
import { SELECTED_PLAN_LABELS } from '@/lib/pricing/labels';
import { STATUS_LABELS, isApplicationStatus } from '@/lib/back-office/status';

/** One line of a list: what staff scan for (receipt, time, name, phone, place, plan or status). */
export interface RecordSummary {
  receiptNumber: string;
  createdAt: string;
  name: string;
  phone: string;
  prefecture: string;
  detail: string;
}

/** The list line of a stored record (Japan time). */
export function summarize(record: StoredRecord): RecordSummary {
  const base = { receiptNumber: record.row.receiptNumber, createdAt: jst(record.row.createdAt) };
  switch (record.kind) {
    case 'applications': {
      const d = record.row.formData;
      const plan = text(at(d, 'planData.selectedPlan'));
      return {
        ...base,
        name: `${text(at(d, 'form2.lastName_kana'))} ${text(at(d, 'form2.firstName_kana'))}`.trim(),
        phone: text(at(d, 'form2.daytimePhone.number')),
        prefecture: text(at(d, 'installationInfo.state_kanji')),
        detail: [
          SELECTED_PLAN_LABELS[plan as keyof typeof SELECTED_PLAN_LABELS] ?? plan,
          isApplicationStatus(record.row.status) ? STATUS_LABELS[record.row.status] : '',
          record.row.constructionDate ? `工事日 ${record.row.constructionDate}` : '',
        ]
          .filter(Boolean)
          .join(' / '),
      };
    }
    case 'contacts': {
      const d = record.row.data;
      return {
        ...base,
        name: `${text(at(d, 'lastName_kana'))} ${text(at(d, 'firstName_kana'))}`.trim(),
        phone: text(at(d, 'phone')),
        prefecture: text(at(d, 'address.state_kanji')),
        detail:
          `${text(at(d, 'inquiryType'))} ${text(at(d, 'preferredDate'))} ${text(at(d, 'preferredTime'))}`.trim(),
      };
    }
    case 'transfers': {
      const d = record.row.data;
      return {
        ...base,
        name: `お客さま番号 ${record.row.customerNumber}`,
        phone: text(at(d, 'phone')),
        prefecture: text(at(d, 'newAddress.prefecture')),
        detail: `移転日 ${text(at(d, 'movingDate'))}`,
      };
    }
    case 'upsells': {
      const d = record.row.data;
      return {
        ...base,
        name: `お客さま番号 ${text(at(d, 'customerNumber'))}`,
        phone: text(at(d, 'phone')),
        prefecture: '',
        detail: ((at(d, 'options') as string[] | undefined) ?? []).join(', '),
      };
    }
  }
}

/**
 * Every stored field of a record as [path, text] pairs (nested JSON flattened to dotted paths).
 * The bank account number in the JSON is already masked at submission.
 */
export function storedFields(record: StoredRecord): [string, string][] {
  const data = record.kind === 'applications' ? record.row.formData : record.row.data;
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    } else out.push([path, Array.isArray(value) ? value.map(text).join(', ') : text(value)]);
  };
  walk(data, '');
  return out;
}

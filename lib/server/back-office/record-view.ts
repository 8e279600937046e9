import 'server-only';
import { at, text } from './csv';
import type { StoredRecord } from './record-queries';
import { fieldText, formatPhone } from '@/lib/back-office/application-fields';
import { STATUS_LABELS, isApplicationStatus } from '@/lib/back-office/status';
import { formatInJapan } from '@/lib/time';

/**
 * One line of a list: what staff scan for. Applications fill the name in kanji and kana, the
 * phone formatted, plan, status, construction date, assignee and the duplicate mark; the other
 * kinds put what they have in `detail`.
 */
export interface RecordSummary {
  receiptNumber: string;
  createdAt: string;
  name: string;
  kana: string;
  phone: string;
  prefecture: string;
  plan: string;
  /** Status code (applications), '' for the other kinds. */
  status: string;
  statusLabel: string;
  constructionDate: string;
  assignee: string;
  duplicate: boolean;
  detail: string;
}

/** The list line of a stored record (Japan time); `duplicates` ids and assignee `names` from the page's query. */
export function summarize(
  record: StoredRecord,
  page: { duplicates: ReadonlySet<number>; names: ReadonlyMap<string, string> } = {
    duplicates: new Set(),
    names: new Map(),
  },
): RecordSummary {
  const base = {
    receiptNumber: record.row.receiptNumber,
    createdAt: formatInJapan(record.row.createdAt, 'YYYY-MM-DD HH:mm'),
    kana: '',
    plan: '',
    status: '',
    statusLabel: '',
    constructionDate: '',
    assignee: '',
    duplicate: false,
    detail: '',
  };
  switch (record.kind) {
    case 'applications': {
      const d = record.row.formData;
      const status = record.row.status;
      return {
        ...base,
        name: `${text(at(d, 'form2.lastName_kanji'))} ${text(at(d, 'form2.firstName_kanji'))}`.trim(),
        kana: `${text(at(d, 'form2.lastName_kana'))} ${text(at(d, 'form2.firstName_kana'))}`.trim(),
        phone: formatPhone(at(d, 'form2.daytimePhone.number')),
        prefecture: text(at(d, 'installationInfo.state_kanji')),
        plan: fieldText(d, 'planData.selectedPlan'),
        status,
        statusLabel: isApplicationStatus(status) ? STATUS_LABELS[status] : status,
        constructionDate: record.row.constructionDate ?? '',
        assignee: record.row.assigneeId ? (page.names.get(record.row.assigneeId) ?? '') : '',
        duplicate: page.duplicates.has(record.row.id),
      };
    }
    case 'contacts': {
      const d = record.row.data;
      return {
        ...base,
        name: `${text(at(d, 'lastName_kanji'))} ${text(at(d, 'firstName_kanji'))}`.trim(),
        kana: `${text(at(d, 'lastName_kana'))} ${text(at(d, 'firstName_kana'))}`.trim(),
        phone: formatPhone(at(d, 'phone')),
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
        phone: formatPhone(at(d, 'phone')),
        prefecture: text(at(d, 'newAddress.prefecture')),
        detail: `移転日 ${text(at(d, 'movingDate'))}`,
      };
    }
    case 'upsells': {
      const d = record.row.data;
      return {
        ...base,
        name: `お客さま番号 ${text(at(d, 'customerNumber'))}`,
        phone: formatPhone(at(d, 'phone')),
        prefecture: '',
        detail: ((at(d, 'options') as string[] | undefined) ?? []).join(', '),
      };
    }
  }
}

/**
 * Every stored field of a contact, moving request or option application as [path, text] pairs (nested JSON flattened to dotted paths).
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

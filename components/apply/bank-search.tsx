'use client';

import { useId, useState } from 'react';
import { searchBankBranches, searchBanks } from '@/lib/apply/bank-search';
import { digitsOnly } from '@/lib/validation/normalize';
import type { Path } from 'react-hook-form';
import { TextInput, type KitForm } from '@/components/ui/form/bound';
import type { Form3Input } from '@/lib/validation/form3';

interface Found {
  code: string;
  name: string;
}

/**
 * Search by name or code (the server's searchBanks / searchBankBranches over zengin-code) and a
 * list of matches; choosing one fills `${codeName}` and `${nameName}`. The code and name fields
 * stay editable.
 */
function CodeSearch({
  form,
  label,
  codeName,
  nameName,
  codeLabel,
  nameLabel,
  placeholder,
  search,
  disabledReason,
  onChosen,
}: {
  form: KitForm<Form3Input>;
  label: string;
  codeName: Path<Form3Input>;
  nameName: Path<Form3Input>;
  codeLabel: string;
  nameLabel: string;
  placeholder: string;
  search: (query: string) => Promise<Found[]>;
  disabledReason?: string;
  onChosen?: () => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Found[] | null>(null);
  const [status, setStatus] = useState('');
  const run = async () => {
    if (disabledReason) {
      setStatus(disabledReason);
      return;
    }
    if (!query.trim()) {
      setStatus('名前またはコードを入力してください。');
      return;
    }
    setStatus('検索しています…');
    try {
      const found = await search(query.trim());
      setResults(found);
      setStatus(
        found.length
          ? `${found.length}件見つかりました。選択してください。`
          : '該当がありませんでした。',
      );
    } catch {
      setResults(null);
      setStatus('検索できませんでした。コードと名前を直接入力してください。');
    }
  };
  const choose = (item: Found) => {
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(codeName, item.code, opts);
    form.setValue(nameName, item.name, opts);
    setResults(null);
    setStatus(`${item.name}（${item.code}）を選択しました。`);
    onChosen?.();
  };
  return (
    <div className="flex flex-col gap-3 rounded border border-gray-300 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="font-bold">
            {label}
          </label>
          <input
            id={`${id}-q`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void run();
              }
            }}
            placeholder={placeholder}
            className="min-h-12 rounded border border-gray-500 bg-white px-3"
          />
        </div>
        <button
          type="button"
          onClick={() => void run()}
          className="min-h-12 rounded border-2 border-brand bg-white px-4 font-bold text-brand-dark"
        >
          検索
        </button>
      </div>
      <p role="status" className="text-sm text-gray-700">
        {status}
      </p>
      {results && results.length ? (
        <ul aria-label={`${label}の結果`} className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {results.map((r) => (
            <li key={r.code}>
              <button
                type="button"
                onClick={() => choose(r)}
                className="min-h-11 w-full rounded border border-gray-300 px-3 text-left hover:bg-brand-soft"
              >
                {r.code} {r.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextInput form={form} name={codeName} label={codeLabel} required inputMode="numeric" />
        <TextInput form={form} name={nameName} label={nameLabel} required />
      </div>
    </div>
  );
}

/**
 * Bank and branch of the debit account: search by name or 金融機関コード, then
 * the branch by name or 支店コード within the chosen bank.
 */
export function BankSearch({ form }: { form: KitForm<Form3Input> }) {
  const bankCode = digitsOnly(String(form.watch('bankInfo.bankCode') ?? ''));
  return (
    <div className="flex flex-col gap-4">
      <CodeSearch
        form={form}
        label="金融機関を検索"
        placeholder="例：みずほ、0001"
        codeName="bankInfo.bankCode"
        nameName="bankInfo.bankName"
        codeLabel="金融機関コード"
        nameLabel="金融機関名"
        search={searchBanks}
        onChosen={() => {
          form.setValue('bankInfo.bankBranchCode', '');
          form.setValue('bankInfo.bankBranch', '');
        }}
      />
      <CodeSearch
        form={form}
        label="支店を検索"
        placeholder="例：本店、001"
        codeName="bankInfo.bankBranchCode"
        nameName="bankInfo.bankBranch"
        codeLabel="支店コード"
        nameLabel="支店名"
        disabledReason={bankCode.length === 4 ? undefined : '先に金融機関を選択してください。'}
        search={(q) => searchBankBranches(bankCode, q)}
      />
    </div>
  );
}

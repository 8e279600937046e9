'use client';

import Link from 'next/link';
import {
  flexRender,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { SORT_LABELS, type SortKey } from '@/lib/back-office/records';
import type { ApplicationStatus } from '@/lib/back-office/status';
import type { RecordSummary } from '@/lib/server/back-office/record-view';
import { StatusChangeForm } from './status-change-form';

const features = tableFeatures({ rowSelectionFeature });

/** Where each sortable column's header links (the server sorts; the URL keeps the state). */
export type SortLinks = Record<SortKey, { href: string; active: 'asc' | 'desc' | null }>;

/**
 * The applications list as a table (TanStack Table: row selection for the batch status change;
 * sorting is the server's, by header links that keep the URL state). Columns: selection, receipt,
 * received, name (漢字 and カナ), phone, status, construction date, plan, prefecture, 担当 and the
 * 「重複の可能性」 mark. Below it, the batch change of the selected rows (same rules as one).
 */
export function ApplicationsTable({
  rows,
  sortLinks,
  batchOptions,
  dates,
}: {
  rows: RecordSummary[];
  sortLinks: SortLinks;
  batchOptions: readonly ApplicationStatus[];
  dates: { min: string; max: string };
}) {
  const sortHeader = (key: SortKey) => {
    const link = sortLinks[key];
    return (
      <Link href={link.href} className="underline" aria-label={`${SORT_LABELS[key]}で並べ替え`}>
        {SORT_LABELS[key]}
        {link.active === 'asc' ? ' ▲' : link.active === 'desc' ? ' ▼' : ''}
      </Link>
    );
  };
  const columns: ColumnDef<typeof features, RecordSummary>[] = [
    {
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label="このページをすべて選択"
          checked={table.getIsAllRowsSelected()}
          onChange={() => table.toggleAllRowsSelected()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`${row.original.receiptNumber} を選択`}
          checked={row.getIsSelected()}
          onChange={() => row.toggleSelected()}
        />
      ),
    },
    {
      id: 'receipt',
      header: '受付番号',
      cell: ({ row }) => (
        <Link
          href={`/admin/applications/${encodeURIComponent(row.original.receiptNumber)}/`}
          className="underline"
        >
          {row.original.receiptNumber}
        </Link>
      ),
    },
    {
      id: 'received',
      header: () => sortHeader('received'),
      cell: ({ row }) => row.original.createdAt,
    },
    {
      id: 'name',
      header: 'お名前',
      cell: ({ row }) => (
        <>
          <span className="block">{row.original.name}</span>
          <span className="block text-xs text-gray-700">{row.original.kana}</span>
          {row.original.duplicate ? (
            <span
              className="mt-1 inline-block rounded bg-yellow-200 px-1 text-xs font-bold"
              data-testid="duplicate-mark"
            >
              重複の可能性
            </span>
          ) : null}
        </>
      ),
    },
    { id: 'phone', header: '電話番号', cell: ({ row }) => row.original.phone },
    {
      id: 'status',
      header: () => sortHeader('status'),
      cell: ({ row }) => <span data-testid="row-status">{row.original.statusLabel}</span>,
    },
    {
      id: 'construction',
      header: () => sortHeader('construction'),
      cell: ({ row }) => row.original.constructionDate,
    },
    { id: 'plan', header: 'コース', cell: ({ row }) => row.original.plan },
    { id: 'prefecture', header: '都道府県', cell: ({ row }) => row.original.prefecture },
    { id: 'assignee', header: '担当', cell: ({ row }) => row.original.assignee },
  ];
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.receiptNumber,
  });
  const selected = table
    .getSelectedRowModel()
    .rows.map((r) => `${r.original.receiptNumber}|${r.original.status}`);
  return (
    <>
      <table className="mt-4 w-full border-collapse bg-white text-sm">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b text-left">
              {group.headers.map((header) => (
                <th key={header.id} className="p-2">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b" data-testid="record-row">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="p-2 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="batch" className="mt-6 rounded bg-white p-4">
        <h2 id="batch" className="text-lg font-bold">
          選択した行のステータス変更（{selected.length}件選択中）
        </h2>
        <p className="mt-1 text-sm">1件ずつ同じ規則で確認し、1件ごとに履歴を記録します。</p>
        <div className="mt-4">
          <StatusChangeForm items={selected} options={batchOptions} dates={dates} />
        </div>
      </section>
    </>
  );
}

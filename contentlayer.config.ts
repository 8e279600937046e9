import { defineDocumentType, makeSource, type FieldDefs } from 'contentlayer2/source-files';
import { COLLECTIONS, computeSlugAndUrl, type CollectionName } from './lib/content/schema';
import { readFrontmatterIssues } from './lib/content/frontmatter';
import { formatIssue } from './lib/content/validate';
import { validityWindow } from './lib/time';
import { REMARK_PLUGINS } from './lib/content/mdx-options';

/*
 * Contentlayer only carries the documents; the zod schemas in lib/content/schema.ts are the rule.
 * Fields are declared loosely here (json for nested values) and every file is validated with zod
 * in onSuccess, so a bad file fails the build with its path, the field and the reason.
 */
const common: FieldDefs = {
  title: { type: 'string', required: true },
  description: { type: 'string', required: true },
  layout: { type: 'string', required: true },
  order: { type: 'number' },
  draft: { type: 'boolean' },
  thumbnail: { type: 'json' },
};
/** Every frontmatter key the zod schema knows, declared as json so contentlayer keeps it verbatim for zod. */
const fieldsOf = (collection: CollectionName): FieldDefs => ({
  ...Object.fromEntries(
    Object.keys(COLLECTIONS[collection].schema.shape).map((n) => [n, { type: 'json' as const }]),
  ),
  ...common,
});

const computed = (collection: CollectionName) => ({
  slug: {
    type: 'string' as const,
    resolve: (doc: { _raw: { sourceFilePath: string } }) =>
      computeSlugAndUrl(collection, inner(collection, doc._raw.sourceFilePath)).slug,
  },
  url: {
    type: 'string' as const,
    resolve: (doc: { _raw: { sourceFilePath: string } }) =>
      computeSlugAndUrl(collection, inner(collection, doc._raw.sourceFilePath)).url,
  },
});
const inner = (collection: CollectionName, sourceFilePath: string) =>
  sourceFilePath.slice(COLLECTIONS[collection].dir.length + 1);

export const Campaign = defineDocumentType(() => ({
  name: 'Campaign',
  filePathPattern: 'campaigns/**/*.mdx',
  contentType: 'mdx',
  fields: fieldsOf('Campaign'),
  computedFields: {
    ...computed('Campaign'),
    startsAt: { type: 'number', resolve: (doc) => validityWindow(String(doc.validFrom)).startsAt },
    endsAt: {
      type: 'number',
      resolve: (doc) =>
        doc.validUntil ? validityWindow(String(doc.validFrom), String(doc.validUntil)).endsAt! : -1,
    },
  },
}));

export const Option = defineDocumentType(() => ({
  name: 'Option',
  filePathPattern: 'options/**/*.mdx',
  contentType: 'mdx',
  fields: fieldsOf('Option'),
  computedFields: computed('Option'),
}));

export const Plan = defineDocumentType(() => ({
  name: 'Plan',
  filePathPattern: 'plans/**/*.mdx',
  contentType: 'mdx',
  fields: fieldsOf('Plan'),
  computedFields: computed('Plan'),
}));

export const Service = defineDocumentType(() => ({
  name: 'Service',
  filePathPattern: 'service/**/*.mdx',
  contentType: 'mdx',
  fields: fieldsOf('Service'),
  computedFields: computed('Service'),
}));

export const Special = defineDocumentType(() => ({
  name: 'Special',
  filePathPattern: 'special/**/*.mdx',
  contentType: 'mdx',
  fields: fieldsOf('Special'),
  computedFields: computed('Special'),
}));

export const SetWari = defineDocumentType(() => ({
  name: 'SetWari',
  filePathPattern: 'set-wari/**/*.mdx',
  contentType: 'mdx',
  fields: fieldsOf('SetWari'),
  computedFields: computed('SetWari'),
}));

const contentDirPath = process.env.CONTENT_DIR ?? 'content';

export default makeSource({
  contentDirPath,
  // The editors' guide and the operator's facts (site/, read by lib/content/operator.ts) live
  // beside the documents but are not ones.
  contentDirExclude: ['README.md', 'site'],
  documentTypes: [Campaign, Option, Plan, Service, Special, SetWari],
  disableImportAliasWarning: true,
  mdx: { remarkPlugins: REMARK_PLUGINS },
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'ignore',
  onMissingOrIncompatibleData: 'fail',
  onSuccess: async () => {
    const issues = readFrontmatterIssues(contentDirPath);
    if (issues.length > 0) {
      for (const issue of issues) console.error(formatIssue(issue));
      console.error(
        `contentlayer: ${issues.length} frontmatter error(s); fix them (npm run content:check explains each).`,
      );
      process.exit(1);
    }
  },
});

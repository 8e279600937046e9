import { Container, PageHeader, SectionTitle } from '@/components/ui/page-header';
import { faqJsonLd, type FaqCategory } from '@/lib/pages/faq';
import { FaqList } from './faq-list';

/** /faq/: category index, the questions by category, and the FAQPage JSON-LD. */
export function FaqPage({ categories }: { categories: readonly FaqCategory[] }) {
  const jsonLd = JSON.stringify(faqJsonLd(categories)).replaceAll('<', '\\u003c');
  return (
    <main id="main">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHeader
        title="よくあるご質問"
        lead="お申し込み前のご質問から、ご利用中のお手続きまで、よくお寄せいただくご質問をまとめました。質問をクリックすると回答が表示されます。"
      />
      <Container className="py-10">
        <nav aria-label="カテゴリー" className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.id}`}
                  className="inline-block rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-bold hover:border-brand"
                >
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-12">
          {categories.map((c) => (
            <section key={c.id} aria-labelledby={c.id}>
              <SectionTitle id={c.id}>{c.title}</SectionTitle>
              <FaqList items={c.items} />
            </section>
          ))}
        </div>
      </Container>
    </main>
  );
}

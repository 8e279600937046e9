import type { Metadata } from 'next';
import { InterimPage } from '@/components/general/interim-page';
import { getInterimPage } from '@/lib/pages/interim';

const page = getInterimPage('/apply/form/');

export const metadata: Metadata = { title: page.title, description: page.lead };

export default function Page() {
  return <InterimPage {...page} />;
}

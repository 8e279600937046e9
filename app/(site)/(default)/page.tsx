import { HomePage } from '@/components/general/home-page';
import { getFaqTeaser } from '@/lib/pages/faq';

export default function Page() {
  return <HomePage faq={getFaqTeaser()} />;
}

import type { Metadata } from 'next';
import { PrivacyPage } from '@/components/general/privacy-page';

export const metadata: Metadata = {
  title: 'プライバシーポリシー',
  description: 'お客さまの個人情報の取扱いについて定めたプライバシーポリシーです。',
};

export default function Page() {
  return <PrivacyPage />;
}

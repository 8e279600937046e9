import type { Metadata } from 'next';
import { SignInForm } from '@/components/back-office/sign-in-form';

export const metadata: Metadata = { title: 'サインイン' };

/** Staff sign-in. There is no sign-up: administrators create staff accounts. */
export default function SignInPage() {
  return (
    <main className="mx-auto mt-16 max-w-sm px-4">
      <h1 className="mb-6 text-2xl font-bold">管理画面 サインイン</h1>
      <SignInForm />
    </main>
  );
}

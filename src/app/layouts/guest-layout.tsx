/** Sign-in pages: the brand logo, the page, and a decorative sidebar on wide screens (spec section 2). */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Logo } from '../../components/ui/logo';

export function GuestLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen">
      <main id="main" className="flex flex-1 flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center gap-3">
          <Logo />
          <span className="text-lg font-semibold text-slate-900">{t('APP.NAME')}</span>
        </div>
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-md">{children}</div>
        </div>
      </main>
      <aside aria-hidden="true" className="relative hidden w-2/5 overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-700 to-slate-900 lg:block" data-testid="guest-decoration">
        <svg className="absolute inset-0 h-full w-full opacity-20" viewBox="0 0 400 800" preserveAspectRatio="xMidYMid slice">
          <circle cx="320" cy="140" r="120" className="fill-white" />
          <rect x="40" y="360" width="220" height="160" rx="24" className="fill-white" />
          <circle cx="120" cy="680" r="70" className="fill-white" />
        </svg>
      </aside>
    </div>
  );
}

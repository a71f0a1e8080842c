import type { ReactNode } from 'react';
import { APP_NAME } from '../i18n/auth-messages.ts';
import './public.css';

/** The frame of the public pages: a centered card on the brand's tinted background, the app's name on top. */
export function PublicShell({ title, subtitle, children, wide }: { title: string; subtitle?: string; children: ReactNode; wide?: boolean }) {
  return (
    <main className="pub-page">
      <section className={wide ? 'pub-card pub-card-wide' : 'pub-card'} aria-labelledby="pub-title">
        <p className="pub-brand">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm3 11c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2" />
          </svg>
          {APP_NAME}
        </p>
        <h1 id="pub-title" className="pub-title">{title}</h1>
        {subtitle && <p className="pub-subtitle">{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}

import { useEffect, type ReactNode } from 'react';

/** A plain modal (no MUI in the POS): Escape or the backdrop closes it. */
export default function Dialog({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="pos-dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="pos-dialog" role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <h3>{title}</h3>
        {children}
      </div>
    </div>
  );
}
